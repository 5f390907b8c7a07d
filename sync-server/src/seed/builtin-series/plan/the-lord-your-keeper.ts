import type { PlanSeries } from './types';

export const theLordYourKeeper: PlanSeries = {
  key: 'the-lord-your-keeper',
  en: {
    title: 'The Lord Your Keeper',
    description:
      'Seven days in Psalm 121, a pilgrim’s song, with C. H. Spurgeon’s Treasury of David: help from the Maker of heaven and earth, who never sleeps.',
  },
  es: {
    title: 'Jehová es tu guardador',
    description:
      'Siete días en el Salmo 121, un cántico de peregrinos: el socorro que viene del Creador, que no se duerme ni se cansa de guardarnos.',
  },
  days: [
    {
      reference: 'Psalm 121:1',
      source: 'treasury',
      picks: [[1, 6], [9]],
      en: { title: 'I Lift My Eyes' },
      es: {
        title: 'Alzaré mis ojos',
        reflection:
          'Los peregrinos que subían a Jerusalén veían los montes delante de ellos: un camino duro y, a la vez, un recordatorio de que el socorro viene de más arriba.\n\nLevantar los ojos es una decisión. Los problemas nos inclinan la mirada hacia el suelo; hoy, antes de empezar tu día, detente un momento y mira, literalmente, hacia arriba mientras oras.',
      },
    },
    {
      reference: 'Psalm 121:3',
      source: 'treasury',
      picks: [
        [1, 4],
        [9, 12, 13],
      ],
      en: { title: 'He Will Not Let Your Foot Slip' },
      es: {
        title: 'No dará tu pie al resbaladero',
        reflection:
          'En los senderos de montaña un mal paso puede ser fatal. El salmo promete que Dios cuida hasta dónde ponemos el pie: las decisiones pequeñas de cada día.\n\nEl que te guarda no se duerme. Puedes descansar porque Él no descansa de cuidarte. Pídele hoy firmeza en una decisión concreta en la que temes resbalar.',
      },
    },
    {
      reference: 'Psalm 121:4',
      source: 'treasury',
      picks: [[6, 9], [12]],
      en: { title: 'He Neither Slumbers Nor Sleeps' },
      es: {
        title: 'No se adormecerá',
        reflection:
          'El salmista repite la idea del versículo anterior, ahora con un «he aquí» que nos pide detenernos: el que guarda a Israel no se adormece ni duerme.\n\nLo que vale para todo su pueblo vale para ti. Esta noche, al acostarte, entrega a Dios lo que quedó pendiente: tú puedes dormir, porque Él sigue despierto.',
      },
    },
    {
      reference: 'Psalm 121:5',
      source: 'treasury',
      picks: [
        [0, 4, 5],
        [7, 14],
      ],
      en: { title: 'The Lord Is Your Keeper' },
      es: {
        title: 'Tu sombra a tu mano derecha',
        reflection:
          'En tierras de sol abrasador, la sombra es vida. Dios se presenta como la sombra a nuestra mano derecha, la mano del trabajo y de la lucha: tan cerca como nuestra propia sombra.\n\n«Jehová es tu guardador»: no un guardián lejano, sino el tuyo. Identifica hoy el lugar donde más calor aprieta, en el trabajo o en casa, y ora allí mismo pidiendo su protección.',
      },
    },
    {
      reference: 'Psalm 121:6',
      source: 'treasury',
      picks: [
        [1, 2],
        [4, 5],
      ],
      en: { title: 'By Day and By Night' },
      es: {
        title: 'De día y de noche',
        reflection:
          'El sol y la luna marcan todas las horas. Decir que ninguno de los dos nos fatigará es decir que no hay hora del día ni de la noche fuera del cuidado de Dios.\n\nHay cansancios que vienen con la luz, por el exceso de trabajo, y otros que vienen en la oscuridad, por la preocupación. Ofrece hoy a Dios ambos, el de las horas activas y el de las horas de insomnio.',
      },
    },
    {
      reference: 'Psalm 121:7',
      source: 'treasury',
      picks: [[2], [6, 7, 9], [11]],
      en: { title: 'He Will Keep Your Soul' },
      es: {
        title: 'Él guardará tu alma',
        reflection:
          '«De todo mal»: no dice que nunca sufriremos, sino que ningún mal tendrá la última palabra sobre quienes Dios guarda. Y lo más profundo de esa promesa es esta: «él guardará tu alma».\n\nPodemos perder cosas, planes y fuerzas, pero el alma está en buenas manos. Pon hoy tu vida interior, tus temores, tus dudas y tu fe, bajo ese cuidado.',
      },
    },
    {
      reference: 'Psalm 121:8',
      source: 'treasury',
      picks: [
        [1, 2, 3],
        [6, 9],
      ],
      en: { title: 'Your Going Out and Coming In' },
      es: {
        title: 'Tu salida y tu entrada',
        reflection:
          'Salir por la mañana y volver por la tarde: el salmo termina con la rutina más común. Dios guarda cada salida al trabajo y cada regreso a casa, cada comienzo y cada final.\n\n«Desde ahora y para siempre». Al cerrar esta semana, bendice tu puerta: cada vez que hoy salgas o entres, di en tu corazón «el Señor guarda mi salida y mi entrada».',
      },
    },
  ],
};
