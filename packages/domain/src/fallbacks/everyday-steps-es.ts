import type { EverydayThemeId } from '@reign/bible';

/** The built-in action steps by theme in Spanish (everyday-steps.ts is the source), written for people. */
export const EVERYDAY_STEPS_ES: Record<EverydayThemeId, readonly [string, string]> = {
  work: [
    'Reserva una hora sin distracciones para tu tarea de trabajo más importante, y empiézala con una breve oración pidiendo diligencia y claridad.',
    'Busca hoy una manera de servir a un compañero: ofrécele ayuda, ánimo o un agradecimiento sincero.',
  ],
  study: [
    'Pon un temporizador para una sesión de estudio concentrada, con el teléfono lejos, y empieza pidiendo a Dios entendimiento.',
    'Al final del día repasa lo que aprendiste y da gracias a Dios por algo que te quedó más claro.',
  ],
  family: [
    'Aparta hoy un tiempo sin prisas para estar de verdad con tu familia: el teléfono lejos, el corazón abierto.',
    'Dile a cada persona de tu familia una palabra concreta de bendición o de aprecio.',
  ],
  marriage: [
    'Aparta hoy un tiempo sin prisas con tu cónyuge, y hazle una pregunta que no le hayas hecho en mucho tiempo.',
    'Ten un gesto de cariño sencillo con tu cónyuge sin que te lo pida, y ora por él o por ella por su nombre.',
  ],
  children: [
    'Dale hoy a cada hijo diez minutos de toda tu atención, haciendo algo que él o ella elija.',
    'Esta noche ora por tus hijos por su nombre, y dile a cada uno algo que amas de él.',
  ],
  money: [
    'Revisa los gastos de esta semana y nombra un área en la que puedas administrar el dinero con más sabiduría.',
    'Da gracias a Dios por su provisión y aparta algo para dar con generosidad: dinero, tiempo o ayuda práctica.',
  ],
  giving: [
    'Elige una persona o una causa a la que dar esta semana, y decide la cantidad o el tiempo mientras oras por ello.',
    'Busca hoy una manera callada de ser generoso que solo Dios vea.',
  ],
  health: [
    'Haz hoy algo que tu cuerpo necesita (descansar, caminar un poco, la llamada al médico que has ido dejando) y pide fuerzas a Dios.',
    'Lleva tu dolor o tu preocupación a Dios en una breve oración, y nombra algo por lo que todavía puedes darle gracias.',
  ],
  body: [
    'Cuida tu cuerpo como un regalo de Dios: camina 20 minutos, bebe agua a lo largo del día y descansa cuando lo necesites.',
    'Planea una comida nutritiva y detente a dar gracias antes de comerla.',
  ],
  rest: [
    'Elige una hora para dejar de trabajar esta noche, y guárdala como un regalo de Dios.',
    'Toma hoy diez minutos sin prisa para estar en silencio con Dios, sin teléfono y sin lista.',
  ],
  anxiety: [
    'Escribe lo que te preocupa hoy y convierte cada línea en una breve oración que lo ponga en manos de Dios.',
    'Da un paso pequeño y concreto en lo que más te preocupa, y deja el resto en manos de Dios por hoy.',
  ],
  courage: [
    'Nombra lo que te da miedo hacer hoy, y haz la primera parte pequeña antes del mediodía.',
    'Pide valor en oración antes del momento difícil, y pídele a alguien de confianza que ore contigo.',
  ],
  grief: [
    'Date espacio para el duelo hoy: toma unos minutos tranquilos para recordar, y dile a Dios con sinceridad cómo te sientes.',
    'Busca a una persona que te quiere y cuéntale cómo estás de verdad.',
  ],
  loneliness: [
    'Escribe o llama hoy a una persona, y proponle un momento para veros.',
    'Dile a Dios con sencillez cuánta soledad sientes, y dale gracias porque Él está contigo ahora.',
  ],
  patience: [
    'Cuando hoy sientas prisa, detente a respirar despacio y haz una breve oración antes de responder.',
    'Nombra algo que estás esperando, y entrégaselo a Dios otra vez cada vez que te venga a la mente.',
  ],
  anger: [
    'Cuando hoy te suba el enojo, espera antes de hablar: respira, haz una breve oración y responde con suavidad.',
    'Piensa en una conversación que salió mal, y da un paso para arreglarla.',
  ],
  forgiveness: [
    'Nombra delante de Dios a la persona a la que te cuesta perdonar, y pídele la gracia de soltar la deuda.',
    'Da hoy un paso hacia la paz: una palabra amable, una disculpa o una oración por el bien de esa persona.',
  ],
  prayer: [
    'Aparta diez minutos tranquilos para orar por esto, y escribe lo que pides para recordar las respuestas de Dios.',
    'Haz una pausa a mediodía para una breve oración y vuelve a poner esta prioridad delante de Dios.',
  ],
  scripture: [
    'Dedica 15 minutos tranquilos a la Escritura y anota una verdad para llevarla contigo durante el día.',
    'Vuelve a leer el mismo pasaje esta noche y pregúntale a Dios qué significa para mañana.',
  ],
  faith: [
    'Empieza el día dando gracias a Dios por tres cosas, y termínalo nombrando dónde lo viste obrar.',
    'Dedica 15 minutos tranquilos a la Escritura y anota una verdad para llevarla contigo durante el día.',
  ],
  friendship: [
    'Escríbele hoy a un amigo para preguntarle cómo está de verdad, y escucha bien.',
    'Ora por un amigo por su nombre, y busca una manera de animarlo esta semana.',
  ],
  service: [
    'Busca hoy una manera práctica de ayudar a un vecino o a un compañero, y hazlo sin que te lo pidan.',
    'Pide a Dios que te abra los ojos a una persona que necesite ayuda hoy, y ofrécesela.',
  ],
  wisdom: [
    'Escribe la decisión que tienes delante con lo que sabes de cada lado, y ora por ella antes de decidir.',
    'Pide consejo esta semana a una persona sabia de tu confianza sobre esta decisión.',
  ],
  perseverance: [
    'Elige el paso más pequeño hacia esta meta y dalo hoy, aunque solo te lleve cinco minutos.',
    'Marca el avance de hoy donde puedas verlo, y da gracias a Dios por las fuerzas para seguir.',
  ],
  love: [
    'Elige a una persona a la que amar de forma práctica hoy, y hazlo antes de la noche.',
    'Antes de responder a alguien hoy, haz una pausa y pide a Dios palabras amables.',
  ],
  hope: [
    'Escribe algo que esperas, y entrégaselo a Dios en una breve oración esta mañana.',
    'Da hoy un paso pequeño hacia lo que esperas, y deja el resultado en manos de Dios.',
  ],
  joy: [
    'Antes de dormir, escribe tres regalos buenos de hoy y da gracias a Dios por cada uno.',
    'Comparte hoy con alguien algo por lo que estás agradecido.',
  ],
  peace: [
    'Toma cinco minutos tranquilos esta mañana para respirar despacio y entregar el día a Dios antes de empezar.',
    'Cuando el día se vuelva ruidoso, apártate un minuto en silencio para una breve oración.',
  ],
  integrity: [
    'Piensa en un lugar donde te tienta maquillar la verdad, y decide ya qué palabras honestas usarás.',
    'Cumple hoy una promesa pequeña tal como la hiciste.',
  ],
  humility: [
    'Pide hoy consejo o ayuda a una persona, y escucha sin defenderte.',
    'Reconoce hoy ante otros el trabajo que hizo otra persona.',
  ],
  trust: [
    'Escribe lo que no puedes controlar de esto, y entrega cada cosa a Dios en una breve oración.',
    'Haz hoy la parte que te toca, y deja el resto en manos de Dios.',
  ],
};
