import type { ReflectionKind } from './book-reflection-kind';

// The built-in reflections in Spanish (book-reflections.ts holds the English): written for people,
// not word for word, three for each kind of book, so a Spanish reader's days do not repeat one
// paragraph. `ref` is the reference with its book named in Spanish ('Salmos 23:1').

type Write = (ref: string) => string;

const para = (...parts: string[]) => parts.join('\n\n');

export const REFLECTIONS_ES: Record<ReflectionKind, readonly Write[]> = {
  psalms: [
    (ref) =>
      para(
        `Los Salmos ponen palabras a cada estación del corazón, y ${ref} no es la excepción. Estos cantos los oraron personas que conocieron la alegría y la tristeza, la certeza y la duda, y que lo llevaron todo con sinceridad delante de Dios.`,
        'Lee el versículo despacio y deja que se convierta en tu propia oración. Donde sientas gratitud, da gracias en voz alta. Donde estés cansado o inseguro, díselo. Él no está lejos de los corazones sinceros; se acerca a quienes lo invocan.',
        'Llévate hoy una frase de este salmo y vuelve a ella cada vez que el día se vuelva ruidoso.',
      ),
    (ref) =>
      para(
        `${ref} nació como canto antes de ser lectura. El pueblo de Dios lo cantaba en el camino, en el templo y en el destierro, y todavía hoy enseña a orar a quien no encuentra palabras.`,
        'Fíjate en lo que el salmista le dice a Dios y en cómo se lo dice: sin adornos, con confianza. No hace falta esconderle nada. Lo que te alegra y lo que te pesa caben en la misma oración.',
        'Antes de empezar tus tareas, léelo una vez más como si fuera tuyo, y termina con una palabra de gracias.',
      ),
    (ref) =>
      para(
        `En ${ref} alguien levanta los ojos a Dios en medio de una vida real, con sus prisas, sus miedos y sus fiestas. Los Salmos nos recuerdan que la fe no espera a que todo esté en orden para hablar con Él.`,
        '¿Qué parte de este versículo describe tu día de hoy? Quizá sea una alabanza, quizá una queja, quizá una petición de ayuda. Dios recibe todas ellas, y en cada una te enseña a confiar un poco más.',
        'Escoge un momento del día para detenerte un minuto, respirar y repetir este versículo como oración.',
      ),
  ],
  proverbs: [
    (ref) =>
      para(
        `Proverbios es sabiduría para los días corrientes: cómo hablamos, trabajamos, gastamos, descansamos y tratamos a quienes nos rodean. ${ref} es una palabra breve pensada para dar forma a decisiones reales, no solo para llenar un rato de calma.`,
        'Pregúntate dónde se cruza esta sabiduría con tus planes de hoy. ¿Hay una conversación que llevar con más paciencia, una decisión que tomar con más cuidado, un hábito que sacar a la luz?',
        'La sabiduría comienza con la reverencia a Dios. Invítalo a las decisiones pequeñas y confía en que una vida sabia se construye siendo fiel en lo poco.',
      ),
    (ref) =>
      para(
        `${ref} cabe en una línea, pero puede acompañarte todo el día. Los proverbios se escribieron para recordarse de memoria y aplicarse en la calle, en la mesa y en el trabajo.`,
        'Piensa en una situación concreta de hoy donde este consejo te haga falta: una palabra que conviene callar, un esfuerzo que conviene sostener, una persona a la que conviene escuchar.',
        'Pídele a Dios un corazón dispuesto a aprender, y da hoy un paso pequeño en la dirección que este versículo señala.',
      ),
    (ref) =>
      para(
        `La sabiduría de ${ref} no es teoría: es el fruto de muchas vidas que aprendieron, a veces con dolor, que el camino de Dios es el mejor camino.`,
        'Compara este versículo con tus costumbres. ¿Qué confirma? ¿Qué te invita a cambiar? La sabiduría de Dios no busca avergonzarte, sino guiarte con cariño hacia una vida más libre.',
        'Escribe el versículo donde lo veas hoy y deja que oriente una decisión antes de que termine el día.',
      ),
  ],
  gospels: [
    (ref) =>
      para(
        `En ${ref} vemos a Jesús de cerca: lo que dijo, lo que hizo y cómo trató a las personas que tenía delante. Los Evangelios no solo nos invitan a conocerlo, sino a seguirlo.`,
        'Imagínate dentro de esta escena. ¿Qué significaría escuchar estas palabras dirigidas a ti hoy? Fíjate dónde Jesús consuela, dónde llama a un cambio y dónde simplemente te pide que confíes en Él.',
        'Da hoy un paso para seguirlo: una bondad, una verdad dicha con amor, una carga que dejas en sus manos. Él camina con quienes caminan con Él.',
      ),
    (ref) =>
      para(
        `${ref} nos pone junto a los primeros discípulos, que tampoco lo entendían todo y aun así siguieron a Jesús. Sus palabras y sus gestos muestran cómo es el corazón de Dios.`,
        'Pregúntate qué revela este pasaje sobre Jesús: su compasión, su autoridad, su paciencia. Luego pregúntate qué revela sobre ti y sobre lo que Él quiere hacer en tu vida.',
        'Lleva hoy esa imagen de Jesús a tus conversaciones y a tu trabajo, y trata a alguien como Él lo habría tratado.',
      ),
    (ref) =>
      para(
        `Cada escena del Evangelio, como ${ref}, es una invitación personal. Jesús no habló a multitudes sin rostro; miró a cada persona, la llamó por su nombre y le ofreció una vida nueva.`,
        'Lee el versículo otra vez y escucha qué te dice a ti. Tal vez sea una palabra de perdón, tal vez un llamado a servir, tal vez un recordatorio de que no estás solo.',
        'Responde con sencillez: una oración breve, un acto de obediencia, un gracias sincero. Seguir a Jesús se aprende día a día.',
      ),
  ],
  pauline: [
    (ref) =>
      para(
        `${ref} viene de una carta escrita a creyentes reales que enfrentaban presiones reales. Las palabras de Pablo sostienen dos verdades a la vez: todo lo que tenemos en Cristo es un regalo de la gracia, y esa gracia está destinada a cambiar cómo vivimos.`,
        'Antes de preguntarte qué debes hacer, recibe lo que Dios ya hizo. Eres amado, perdonado y sostenido, no por lo que logres hoy, sino por Cristo.',
        'Desde ese lugar de gracia, pregúntate a qué te llama este versículo hoy: a cambiar de manera de pensar, a animar a alguien, a dar un paso de obediencia. Que tu fuerza sea la gracia, no la presión.',
      ),
    (ref) =>
      para(
        `Pablo escribió ${ref} a una iglesia de carne y hueso, con sus luchas, sus dudas y sus alegrías. Sus cartas unen siempre lo que creemos con la manera en que vivimos juntos.`,
        'Piensa en tu propia comunidad: tu familia, tus amigos, tu iglesia. ¿Qué te pide este versículo hacia ellos? Quizá paciencia, quizá perdón, quizá una palabra de ánimo que alguien necesita oír.',
        'Busca hoy una ocasión concreta para vivir este versículo con otra persona, y da gracias por lo que Cristo ha hecho en ti.',
      ),
    (ref) =>
      para(
        `En ${ref} la fe se vuelve práctica. Pablo enseña que el evangelio no es solo una buena noticia para recordar, sino una vida nueva que se nota en lo que pensamos, decimos y hacemos.`,
        'Lee el versículo despacio y subraya la palabra que más te desafía. No la tomes como una exigencia que debes cumplir solo: el mismo Espíritu que inspiró estas palabras te ayuda a vivirlas.',
        'Antes de dormir, repasa tu día y agradece un momento en que la gracia de Dios se hizo visible.',
      ),
  ],
  generic: [
    (ref) =>
      para(
        `El versículo de hoy, ${ref}, es un regalo para llevar contigo. La Escritura no es solo algo que estudiar; es Dios hablando a su pueblo, y Él sigue hablando por medio de ella.`,
        'Lee el versículo varias veces, despacio. Fíjate en la palabra o la frase que se queda contigo y pregúntale a Dios qué quiere mostrarte en ella. Luego guárdala durante el día, en tu trabajo, en tus conversaciones y en tus momentos de silencio.',
        'La mente se renueva una verdad a la vez. Deja que esta dé forma a cómo piensas, hablas y actúas hoy.',
      ),
    (ref) =>
      para(
        `${ref} forma parte de la gran historia de Dios con su pueblo: una historia de promesas cumplidas, de caídas y de nuevos comienzos, que lleva hasta Jesús.`,
        'Pregúntate qué dice este versículo sobre quién es Dios y qué dice sobre quién eres tú delante de Él. Esas dos respuestas bastan para empezar bien el día.',
        'Escoge una manera sencilla de responder hoy: una oración, una decisión, una ayuda a alguien que la necesite.',
      ),
    (ref) =>
      para(
        `Dios no desperdicia sus palabras, y ${ref} tiene algo para ti hoy. A veces consuela, a veces corrige, a veces simplemente recuerda que Él sigue obrando.`,
        'Lee el versículo en voz baja y haz una pausa después de cada frase. ¿Qué te invita a creer? ¿Qué te invita a dejar? ¿Qué te invita a hacer?',
        'Guarda esta palabra en tu corazón y vuelve a ella cuando el día se complique. Su fidelidad no cambia.',
      ),
  ],
};

/** A stable pick among a kind's reflections: one verse always gets the same one. */
export function pickByReference<T>(items: readonly T[], reference: string): T {
  let hash = 0;
  for (const char of reference) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return items[hash % items.length] as T;
}
