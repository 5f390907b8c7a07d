import type { PlanSeries } from './types';

export const doNotBeAnxious: PlanSeries = {
  key: 'do-not-be-anxious',
  en: {
    title: 'Do Not Be Anxious',
    description:
      'Seven days with the passages that answer worry with trust: casting cares on God, praying with thanks, and the peace Jesus leaves.',
  },
  es: {
    title: 'Por nada estéis afanosos',
    description:
      'Siete días con los pasajes que responden a la preocupación con confianza: echar la carga sobre Dios, orar con gratitud y recibir la paz que Jesús deja.',
  },
  days: [
    {
      reference: 'Matthew 6:25',
      source: 'henry',
      picks: [
        [0, 2],
        [3, 4, 5, 6],
      ],
      en: { title: 'More Than Food' },
      es: {
        title: 'Más que el alimento',
        reflection:
          'Jesús no se burla de nuestras necesidades: comer, beber y vestir importan. Pero pregunta: «¿no es la vida más que el alimento?». Quien nos dio la vida y el cuerpo no olvidará lo menor.\n\nLa congoja nos encoge el horizonte hasta que solo vemos la carencia. Anota hoy la preocupación material que más te pesa y ponla, con una oración breve, en manos de quien te dio la vida.',
      },
    },
    {
      reference: 'Matthew 6:34',
      source: 'henry',
      picks: [[7, 8, 9], [18]],
      en: { title: 'Enough for Today' },
      es: {
        title: 'Basta al día su afán',
        reflection:
          'Buena parte de nuestro cansancio viene de cargar días que todavía no han llegado. Jesús nos invita a vivir el hoy con la gracia de hoy; mañana traerá su propia fatiga y también su propia ayuda.\n\nCuando hoy te asalte un «¿y si…?» sobre el futuro, respóndelo con una oración corta y vuelve a la tarea que tienes delante.',
      },
    },
    {
      reference: 'Psalm 55:22',
      source: 'treasury',
      picks: [
        [0, 1, 3],
        [4, 7, 9, 10],
      ],
      en: { title: 'Cast Your Burden' },
      es: {
        title: 'Echa tu carga',
        reflection:
          'David escribió este salmo traicionado por un amigo cercano. No niega su dolor; lo entrega. «Echa sobre Jehová tu carga» es un verbo de fuerza: soltar deliberadamente lo que nos aplasta.\n\nDios no promete quitar toda carga, sino sostenernos a nosotros. El justo puede tambalearse, pero no quedará caído para siempre. ¿Qué carga llevas hoy que necesitas soltar en sus manos?',
      },
    },
    {
      reference: '1 Peter 5:7',
      source: 'henry',
      picks: [[7], [9, 10], [14]],
      en: { title: 'He Cares for You' },
      es: {
        title: 'Él tiene cuidado de vosotros',
        reflection:
          'Pedro dice «toda vuestra solicitud»: las preocupaciones grandes y las pequeñas, las de la familia, el trabajo y la salud. Nada queda fuera de la invitación.\n\nEl motivo no es una técnica para relajarnos, sino una persona: «él tiene cuidado de vosotros». Haz hoy una lista de tus inquietudes y, una por una, entrégaselas a Aquel a quien le importas.',
      },
    },
    {
      reference: 'Philippians 4:6',
      source: 'henry',
      picks: [
        [7, 8, 9],
        [10, 11],
      ],
      en: { title: 'Prayer With Thanksgiving' },
      es: {
        title: 'Oración con gratitud',
        reflection:
          '«Por nada estéis afanosos» no es una orden de dejar de sentir, sino de cambiar de dirección: convertir cada afán en una petición delante de Dios.\n\nPablo añade «con hacimiento de gracias». Agradecer lo que Dios ya hizo nos recuerda que podemos confiarle lo que falta. Ora hoy por lo que te preocupa, y por cada petición nombra una gracia recibida.',
      },
    },
    {
      reference: 'Philippians 4:7',
      source: 'henry',
      picks: [[12, 13]],
      en: { title: 'Peace That Guards' },
      es: {
        title: 'La paz que guarda',
        reflection:
          'La paz de Dios «sobrepuja todo entendimiento»: a veces no llega porque todo se haya resuelto, sino aun cuando nada se ha resuelto todavía.\n\nPablo la describe como un centinela que guarda el corazón y los pensamientos en Cristo Jesús. Cuando hoy vuelvan los pensamientos inquietos, repite este versículo y deja que esa paz monte guardia.',
      },
    },
    {
      reference: 'John 14:27',
      source: 'henry',
      picks: [[2, 3, 4]],
      en: { title: 'My Peace I Give' },
      es: {
        title: 'Mi paz os doy',
        reflection:
          'Jesús pronunció estas palabras la noche antes de la cruz. La paz que deja no es la del mundo, que depende de que todo salga bien, sino la suya propia, la de quien confía en el Padre.\n\n«No se turbe vuestro corazón, ni tenga miedo» es a la vez consuelo y mandato. Termina esta semana entregándole tus temores y recibiendo su paz como un regalo, no como una conquista.',
      },
    },
  ],
};
