/** The built-in prayers in Spanish (prayers.ts is the source), written for people, not word for word. */
export const PRAYER_CLOSING_ES = 'En el nombre de Jesús, amén.';

export const CHALLENGE_PRAYERS_ES: Array<{ keywords: RegExp; text: string }> = [
  {
    keywords: /\btiempo\b|ocupad|\bprisa|\btime\b|\bbusy\b|\bhurr/i,
    text: 'Señor, siento que el tiempo no me alcanza y que mi lista es larga. Enséñame a contar mis días y a vivirlos bien. Ayúdame a hacer lo que toca sin pasar de largo ante las personas que pones delante de mí, y dame descanso al saber que Tú sostienes cada hora.',
  },
  {
    keywords: /miedo|temor|ansie|preocup|fear|afraid|anxi|worr/i,
    text: 'Padre, Tú conoces los miedos y las preocupaciones que cargo hoy. Los dejo delante de Ti. Guarda mi corazón y mi mente con tu paz, que sobrepasa todo entendimiento, y recuérdame que no me has dado espíritu de temor, sino de poder, de amor y de dominio propio.',
  },
  {
    keywords: /agobi|abrumad|demasiad|estr[eé]s|presi[oó]n|overwhelm|too much|stress|pressure/i,
    text: 'Señor, cuando el día me parece demasiado, sé Tú mi fuerza. No puedo cargarlo todo, y nunca me lo pediste. Ayúdame a dar un paso a la vez, a pedir ayuda cuando la necesite y a descansar en tu gracia cuando me quede corto.',
  },
];

export const GENERIC_PRAYERS_ES = [
  'Padre celestial, gracias por este nuevo día y por tus misericordias, que son nuevas cada mañana. Guía mis pensamientos, mis palabras y mi trabajo. Que camine en tu sabiduría, que ame bien a quienes me rodean y que honre tu nombre en todo lo que haga.',
  'Señor, te entrego este día. Ordena mis pasos, afirma mi corazón y abre mis ojos a las buenas obras que preparaste para mí. Donde soy débil, sé mi fuerza; donde dudo, sé mi luz.',
  'Padre, hoy busco primero tu Reino. Ayúdame a sostener mis planes con la mano abierta y mi fe con firmeza. Lléname de tu Espíritu para que la paciencia, la bondad y el gozo marquen cada hora.',
  'Dios de paz, aquieta mi corazón antes de que empiece el día. Recuérdame que mi valor está en Ti y no en lo que logro. Guíame en fidelidad y deja que tu amor fluya a través de mí hacia los demás.',
];

/** 'a, b y c' */
export function listEs(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

export const prayerWordsEs = {
  requests: (missing: readonly string[]) =>
    `También pongo delante de Ti ${missing.length === 1 ? 'mi petición' : 'mis peticiones'}: ${listEs(missing)}.`,
  priorities: (first: string, rest: readonly string[]) =>
    `Padre celestial, gracias por este nuevo día. Te presento mi primera prioridad, ${first}${
      rest.length ? `, junto con ${listEs(rest)}` : ''
    }. Dame sabiduría para ver el siguiente paso, valor para darlo y un corazón que permanezca cerca de Ti mientras trabajo.`,
  prioritiesClose:
    'Cuando el día no salga como lo planeé, mantenme firme y amable, y recuérdame que mi valor descansa en tu amor, no en lo que produzco.',
  action: (action: string) =>
    `Señor, hoy quiero empezar con este paso: ${action}. Bendice la obra de mis manos y que la haga con amor y fidelidad.`,
  actionClose: 'Dame perseverancia para lo difícil y gratitud por lo bueno.',
  yourWord: 'Tu palabra dice:',
};
