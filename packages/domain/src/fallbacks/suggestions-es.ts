import type { SuggestionCategory } from './suggestion-category';

/**
 * The goal-task suggestions in Spanish (suggestions.ts is the source): the same sets, in the same
 * order, each item meaning what the English one means and asking for the same time
 * (suggestionMinutes reads both), written for people ("tú").
 */

/** Where a reading task names its book: 'del libro que estás leyendo' becomes 'del libro de Juan'. */
export const THE_BOOK_ES = 'libro que estás leyendo';

export const SUGGESTIONS_ES: Record<SuggestionCategory, readonly string[]> = {
  reading: [
    'Lee despacio el primer capítulo del libro que estás leyendo y anota algo que te muestre de Dios',
    'Reserva cada día 15 minutos para el libro que estás leyendo y apúntalo en tu calendario',
    'Lee en voz alta el libro que estás leyendo y subraya un versículo para llevarlo contigo durante el día',
    'Escribe una pregunta que te plantee el libro que estás leyendo y busca la respuesta mientras sigues leyendo',
    'Haz un plan sencillo: cuántos capítulos del libro que estás leyendo leer al día para terminarlo en la fecha que te propusiste',
    'Lee el siguiente capítulo del libro que estás leyendo y escribe un resumen de una sola frase',
    'Ora antes de leer el libro que estás leyendo y pídele a Dios que te abra los ojos a su Palabra',
    'Memoriza esta semana un versículo del libro que estás leyendo y repítelo cada mañana',
    'Cuéntale a un amigo lo que estás aprendiendo del libro que estás leyendo, o léanlo juntos',
    'Lee una breve introducción al libro que estás leyendo: quién lo escribió, para quién y por qué',
  ],
  work: [
    'Haz una lista de las tres tareas más importantes para esta meta y termina la primera antes del almuerzo',
    'Reserva 90 minutos de concentración, con las notificaciones apagadas',
    'Pídele a un mentor o a un compañero su opinión sobre cómo vas avanzando',
    'Apunta una habilidad que necesita esta meta y dedica 30 minutos a aprenderla',
    'Quítate de encima esa tarea pendiente que te viene pesando',
    'Ora pidiendo sabiduría antes de tu reunión o tu decisión más importante',
    'Antes de terminar hoy tu trabajo, decide cuáles serán las prioridades de mañana',
    'Agradece a un compañero de equipo, con detalle, algo que hizo bien',
    'Revisa tu calendario y quita un compromiso que no ayude a esta meta',
    'Fija un hito medible para esta semana y ponlo en tu calendario',
  ],
  relationships: [
    'Llama o escríbele a alguien con quien no hablas desde hace tiempo',
    'Planea una comida sin prisas con tu familia o con un buen amigo',
    'Escribe una nota de agradecimiento a alguien que ha marcado tu fe',
    'En tu próxima conversación importante, escucha sin interrumpir',
    'Ora por tres personas de tu vida, mencionando a cada una por su nombre',
    'Ofrece ayuda práctica a un amigo que está llevando una carga pesada',
    'Deja el teléfono a un lado durante una noche entera con los de tu casa',
    'Pregúntale a alguien cercano cómo puedes apoyarlo esta semana',
    'Busca hacer las paces en una relación que esté tensa',
    'Invita a alguien nuevo a tomar un café contigo o a ir a la iglesia',
  ],
  health: [
    'Sal a caminar 20 minutos y aprovecha para orar o escuchar la Escritura',
    'Acuéstate 30 minutos más temprano esta noche',
    'Bebe hoy un vaso de agua con cada comida',
    'Prepara en casa una comida sencilla y nutritiva',
    'Estírate 10 minutos al despertar',
    'Pide esa cita médica que llevas tiempo posponiendo',
    'Cambia una de tus meriendas por fruta o verdura',
    'Usa las escaleras y haz pausas para moverte a lo largo del día',
    'Descansa una hora sin pantallas en tu día de reposo',
    'Escribe cada noche de esta semana cómo te sientes, para descubrir patrones',
  ],
  spiritual: [
    'Lee un capítulo de uno de los Evangelios y anota lo que te muestra de Jesús',
    'Memoriza el versículo de esta semana y repítelo cada mañana',
    'Dedica 15 minutos a orar en silencio antes de mirar el teléfono',
    'Lleva una lista de gratitud: tres cosas cada día antes de dormir',
    'Únete a un grupo pequeño o a un estudio bíblico, o vuelve al tuyo',
    'Ayuna de un hábito durante un día y usa ese tiempo para orar',
    'Escribe una oración de entrega por aquello que más te preocupa',
    'Adora a Dios con un canto o un salmo antes de empezar a trabajar',
    'Pide a un creyente de confianza que se una a ti para orar por esta meta',
    'Sirve esta semana a alguien de tu iglesia o de tu barrio',
  ],
  home: [
    'Ordena un cajón, un estante o un rincón de una habitación',
    'Pon un temporizador de 15 minutos y ordena el lugar que más usas',
    'Planea las comidas de los próximos tres días',
    'Haz un cuadro sencillo de tareas que toda la casa pueda repartirse',
    'Arregla algo pequeño que lleva tiempo roto',
    'Abre tu casa a un vecino o a un amigo para compartir una comida',
    'Prepara un rincón tranquilo para la oración y la lectura',
    'Dona las cosas que ya no necesitas',
    'Lava hoy una carga de ropa, de principio a fin',
    'Agradece a Dios por tu hogar y ora por quienes viven en él',
  ],
  finance: [
    'Anota todos tus gastos durante los próximos siete días',
    'Haz un presupuesto mensual sencillo, con categorías que puedas mantener',
    'Elige una deuda en la que enfocarte y haz un pago extra',
    'Programa una transferencia automática a tus ahorros, por pequeña que sea',
    'Cancela una suscripción que no uses',
    'Decide una cantidad fija para dar con generosidad',
    'Ora por una decisión económica antes de tomarla',
    'Compara precios antes de tu próxima compra planificada',
    'Reúne en una lista tus facturas y sus fechas de vencimiento',
    'Habla con sinceridad de tus metas de dinero con tu cónyuge o con un amigo de confianza',
  ],
  generic: [
    'Escribe por qué esta meta es importante para ti y para Dios',
    'Divide la meta en tres etapas más pequeñas',
    'Da hoy un paso de 15 minutos hacia esta meta',
    'Cuéntale esta meta a un amigo de confianza y pídele que te pregunte cómo vas',
    'Ora pidiendo dirección para el siguiente paso',
    'Quita un obstáculo que frena tu avance',
    'Fija un momento cada semana para revisar cómo vas',
    'Busca un versículo que te anime en esta meta',
    'Celebra un pequeño logro y agradece a Dios por él',
    'Prepara esta noche lo que necesitas para empezar mañana',
  ],
};

// The keywords start a word ((?<!\p{L}): \b knows no accented letter); most are stems
// ('trabaj': trabajo, trabajar), the short or ambiguous ones whole words ((?!\p{L})).

/** Spanish words of reading Scripture (READING_WORDS' kind): a goal titled with one gets reading tasks. */
export const READING_WORDS_ES =
  /(?<!\p{L})(le(er|o|a|e|emos|yendo)|lecturas?|biblia|escrituras?|evangelios?|salmos?|proverbios|ep[ií]stolas?)(?!\p{L})/iu;

/** Spanish keywords of each set, matched beside the English ones (a Spanish speaker may write either). */
export const CATEGORY_KEYWORDS_ES: Record<Exclude<SuggestionCategory, 'generic'>, RegExp> = {
  reading: READING_WORDS_ES,
  spiritual:
    /(?<!\p{L})(espiritual|or(a|ar|o|amos|ando)(?!\p{L})|oraci[oó]n|rez(ar|o)(?!\p{L})|biblia|b[ií]blic|escritura|fe(?!\p{L})|iglesia|dios(?!\p{L})|jes[uú]s|jesucristo|cristo|adora|devoci|ayun(o|ar)|alaba|discipulado)/iu,
  work: /(?<!\p{L})(trabaj|emple[oa]|mi carrera|profesi|oficina|proyecto|negocio|empresa|ascenso|habilidad|estudi|escuela|colegio|universidad|curso|ex[aá]men)/iu,
  relationships:
    /(?<!\p{L})(familia|amig|amistad|matrimonio|casad[oa]s?(?!\p{L})|espos[oa]|c[oó]nyuge|pareja|relaci[oó]n|relaciones|hij[oa]s?(?!\p{L})|niñ[oa]s|comunidad|vecin|padres|madre|padre|mam[aá]|pap[aá]|herman[oa]s?(?!\p{L})|niet[oa]s?(?!\p{L})|novi[oa]s?(?!\p{L})|noche de cita)/iu,
  health:
    /(?<!\p{L})(salud|ejercicio|entren|deporte|dormir|dieta|(bajar|perder) (de )?peso|adelgaz|correr|caminar|caminata|cuerpo|nutrici|marat[oó]n|gimnasio|nadar|nataci[oó]n|bicicleta|ciclismo|en forma|m[eé]dic|descans)/iu,
  home: /(?<!\p{L})(casas?(?!\p{L})|hogar|limpi|jard[ií]n|organiz|orden|desorden|quehaceres|cocin|habitaci|dormitorio|mudanza)/iu,
  finance:
    /(?<!\p{L})(finanz|financ|dinero|presupuesto|deuda|ahorr|inversi|invertir|ofrenda|diezm|ingreso|factura|gasto|gastar|econom|pr[eé]stamo|hipoteca|jubilaci)/iu,
};
