import type { PlanSeries } from './types';

export const shepherdPsalms: PlanSeries = {
  key: 'shepherd-psalms',
  en: {
    title: 'The Shepherd Psalms',
    description:
      'Seven days in Psalm 23 and its echo in Psalm 100, with C. H. Spurgeon’s Treasury of David: the Lord who leads, feeds, restores and stays.',
  },
  es: {
    title: 'Los Salmos del Pastor',
    description:
      'Siete días en el Salmo 23 y su eco en el Salmo 100: el Señor que guía, alimenta, restaura y acompaña a los suyos.',
  },
  days: [
    {
      reference: 'Psalm 23:1',
      source: 'treasury',
      picks: [
        [1, 3],
        [11, 12],
        [16, 22],
      ],
      en: { title: 'My Shepherd' },
      es: {
        title: 'Mi pastor',
        reflection:
          'David no dice «Jehová es un pastor», sino «mi pastor». Quien escribió estas palabras había cuidado ovejas y sabía lo que cuesta velar por ellas de día y de noche.\n\n«Nada me faltará» no promete que tendremos todo lo que deseamos, sino que no nos faltará lo que de verdad necesitamos. Hoy, antes de enumerar lo que te falta, di en voz alta quién te cuida.',
      },
    },
    {
      reference: 'Psalm 23:2',
      source: 'treasury',
      picks: [
        [7, 9],
        [26, 28, 29, 30],
      ],
      en: { title: 'Green Pastures' },
      es: {
        title: 'Delicados pastos',
        reflection:
          'Las ovejas no se echan a descansar si tienen hambre o miedo; que el pastor las haga yacer significa que ya las alimentó y las protege. El descanso es un regalo que Él prepara.\n\nLas «aguas de reposo» son mansas: el Señor no nos arrastra por torrentes, nos conduce con calma. Busca hoy un rato tranquilo con su Palabra y deja que Él marque el paso.',
      },
    },
    {
      reference: 'Psalm 23:3',
      source: 'treasury',
      picks: [
        [1, 8, 9],
        [11, 15, 18],
      ],
      en: { title: 'He Restores My Soul' },
      es: {
        title: 'Confortará mi alma',
        reflection:
          'Hay días en que el alma se cansa, se enfría o se extravía. El salmo no nos pide que nos levantemos solos: es el Pastor quien conforta, quien devuelve las fuerzas y el rumbo.\n\nY nos guía «por sendas de justicia por amor de su nombre». Su fidelidad no depende de nuestros méritos, sino de quién es Él. Pídele hoy que te restaure y te muestre el siguiente paso recto.',
      },
    },
    {
      reference: 'Psalm 23:4',
      source: 'treasury',
      picks: [
        [6, 7, 12, 16],
        [20, 21],
        [24, 25],
      ],
      en: { title: 'Through the Valley' },
      es: {
        title: 'El valle de sombra',
        reflection:
          'El salmista no promete que no habrá valles oscuros, sino que no andaremos solos en ellos. Se pasa «por» el valle: no es el lugar donde nos quedamos.\n\n«Porque tú estarás conmigo»: aquí David deja de hablar del Pastor y empieza a hablarle a Él. El miedo se vence mejor en conversación. Nombra ante Dios lo que hoy te asusta y recuerda que su vara y su cayado están de tu lado.',
      },
    },
    {
      reference: 'Psalm 23:5',
      source: 'treasury',
      picks: [
        [1, 4, 6, 9],
        [18, 22, 23],
      ],
      en: { title: 'A Table Prepared' },
      es: {
        title: 'Una mesa preparada',
        reflection:
          'Dios no espera a que desaparezcan los problemas para servir la mesa: la prepara «en presencia de mis angustiadores». Su provisión llega en medio de la presión, no solo después.\n\nLa copa que rebosa habla de un corazón contento. Escribe hoy tres cosas concretas que el Señor ha puesto en tu mesa esta semana y dale gracias por cada una.',
      },
    },
    {
      reference: 'Psalm 23:6',
      source: 'treasury',
      picks: [
        [1, 5, 6],
        [9, 10],
      ],
      en: { title: 'Goodness and Mercy' },
      es: {
        title: 'El bien y la misericordia',
        reflection:
          '«Ciertamente»: David no lo dice con duda. El bien y la misericordia no solo nos esperan al final del camino; nos siguen, nos persiguen, todos los días, también los grises.\n\nEl bien suple lo que necesitamos y la misericordia cubre lo que hicimos mal. Mira hacia atrás en tu semana y busca las huellas de ambos; luego mira hacia adelante sabiendo que la casa del Señor es tu hogar.',
      },
    },
    {
      reference: 'Psalm 100:3',
      source: 'treasury',
      picks: [
        [1, 2],
        [7, 10],
        [16, 17],
      ],
      en: { title: 'Sheep of His Pasture' },
      es: {
        title: 'Ovejas de su prado',
        reflection:
          '«Él nos hizo, y no nosotros a nosotros mismos». Reconocer que somos criaturas nos libra de la carga de sostenernos solos y de la vanidad de creernos autores de todo lo bueno.\n\nSer «pueblo suyo» y «ovejas de su prado» es a la vez humildad y honra. Cierra esta semana dándole gracias: no eres un rebaño sin dueño, perteneces a un Pastor que conoce tu nombre.',
      },
    },
  ],
};
