import type { PlanSeries } from './types';

export const sermonOnTheMount: PlanSeries = {
  key: 'sermon-on-the-mount',
  en: {
    title: 'The Sermon on the Mount',
    description:
      'Seven days in Matthew 5 to 7 with Matthew Henry’s Concise Commentary: the blessed life Jesus describes, and the house built on the rock.',
  },
  es: {
    title: 'El Sermón del Monte',
    description:
      'Siete días en Mateo 5 a 7: la vida dichosa que Jesús describe, y la casa edificada sobre la peña.',
  },
  days: [
    {
      reference: 'Matthew 5:3',
      source: 'henry',
      picks: [[2, 3, 4, 5, 6]],
      en: { title: 'Poor in Spirit' },
      es: {
        title: 'Pobres en espíritu',
        reflection:
          'Jesús comienza su sermón llamando dichosos a quienes reconocen que no tienen nada que ofrecer. Ser pobre en espíritu es dejar de fingir autosuficiencia delante de Dios.\n\nA esos pertenece el reino de los cielos, no como premio a su esfuerzo, sino como regalo a sus manos vacías. Hoy, en vez de presentarle a Dios tus logros, preséntale tu necesidad.',
      },
    },
    {
      reference: 'Matthew 5:9',
      source: 'henry',
      picks: [[35, 36, 37]],
      en: { title: 'Peacemakers' },
      es: {
        title: 'Los pacificadores',
        reflection:
          'Jesús no bendice a quienes simplemente evitan los conflictos, sino a quienes trabajan por la paz: los que tienden puentes, piden perdón primero y calman en lugar de encender.\n\nEllos serán llamados hijos de Dios porque se parecen a su Padre, que hizo la paz con nosotros. Piensa en una relación tensa de tu vida y da hoy un paso pequeño y concreto hacia la reconciliación.',
      },
    },
    {
      reference: 'Matthew 5:14',
      source: 'henry',
      picks: [[4, 5, 6]],
      en: { title: 'Light of the World' },
      es: {
        title: 'La luz del mundo',
        reflection:
          'Jesús no dice «procurad ser luz», sino «vosotros sois la luz del mundo». Es una identidad antes que una tarea. Una ciudad sobre un monte no necesita esforzarse para ser vista.\n\nLa luz no existe para sí misma: alumbra para que otros vean. Busca hoy una buena obra sencilla, hecha sin buscar aplauso, que haga pensar a alguien en la bondad de Dios.',
      },
    },
    {
      reference: 'Matthew 5:44',
      source: 'henry',
      picks: [
        [1, 2, 3],
        [4, 7, 8],
      ],
      en: { title: 'Love Your Enemies' },
      es: {
        title: 'Amad a vuestros enemigos',
        reflection:
          'Amar a quien nos ama es natural; amar al que nos maldice solo es posible con la gracia de Dios. Jesús no pide sentimientos cálidos, sino acciones: bendecir, hacer bien y orar.\n\nOrar por alguien que nos ha herido cambia primero nuestro propio corazón. Escribe el nombre de una persona que te cuesta amar y ora hoy por su bien, con palabras sinceras.',
      },
    },
    {
      reference: 'Matthew 6:33',
      source: 'henry',
      picks: [[16, 17], [19]],
      en: { title: 'Seek First the Kingdom' },
      es: {
        title: 'Buscad primeramente',
        reflection:
          '«Primeramente» es una palabra de orden. Jesús no desprecia la comida ni el vestido; nos enseña en qué lugar ponerlos. Cuando Dios ocupa el primer lugar, lo demás encuentra su sitio.\n\nLas «cosas añadidas» vienen de la mano de un Padre que sabe lo que necesitamos. Revisa tu agenda de hoy y pregúntate qué lugar ocupa en ella el reino de Dios; dale el primero.',
      },
    },
    {
      reference: 'Matthew 7:7',
      source: 'henry',
      picks: [
        [0, 1],
        [2, 3, 4, 5],
        [10, 11],
      ],
      en: { title: 'Ask, Seek, Knock' },
      es: {
        title: 'Pedid, buscad, llamad',
        reflection:
          'Pedir, buscar y llamar son tres maneras de insistir. La oración no es un trámite de una sola vez, sino una confianza perseverante en un Padre que escucha.\n\nJesús promete respuesta, aunque no siempre la que imaginamos: un buen padre da lo que conviene. Lleva hoy ante Dios una petición que habías dejado de presentar, y vuelve a llamar a su puerta.',
      },
    },
    {
      reference: 'Matthew 7:24',
      source: 'henry',
      picks: [[7, 8], [9, 10, 11], [15]],
      en: { title: 'Built on the Rock' },
      es: {
        title: 'Sobre la peña',
        reflection:
          'Las dos casas de la parábola se parecían por fuera; la diferencia estaba en el cimiento, y solo se vio cuando llegó la tormenta. Oír a Jesús no basta: el prudente oye y hace.\n\nHas pasado una semana escuchando el Sermón del Monte. Elige una de sus enseñanzas y conviértela hoy en una decisión práctica: así se edifica sobre la peña.',
      },
    },
  ],
};
