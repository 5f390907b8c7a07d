/**
 * The curated map of everyday life (issue 51): the verses the built-in action steps and prayer quote,
 * chosen by hand for each theme a person's priority or challenge may name. Each verse (or short
 * range) is a whole sentence in the WEB and the RV1909, fit to quote in a person's own step or
 * prayer: no genealogy, no office's qualifications, nothing about someone else's spouse. `en` and
 * `es` are the words that point to the theme (whole words, any case, accents ignored; a trailing '*'
 * matches a prefix). References are the WEB's English ones; the Spanish text is the RV1909's.
 * The table of 60 everyday priorities in packages/domain/test/everyday-priorities.ts reads it.
 */
export interface EverydayTheme {
  id: EverydayThemeId;
  en: readonly string[];
  es: readonly string[];
  verses: readonly string[];
}

export type EverydayThemeId = (typeof THEME_IDS)[number];

// biome-ignore format: the ids read as one list
export const THEME_IDS = ['work', 'study', 'family', 'marriage', 'children', 'money', 'giving', 'health', 'body', 'rest', 'anxiety', 'courage', 'grief', 'loneliness', 'patience', 'anger', 'forgiveness', 'prayer', 'scripture', 'faith', 'friendship', 'service', 'love', 'hope', 'joy', 'peace', 'wisdom', 'integrity', 'perseverance', 'humility', 'trust'] as const;

// biome-ignore format: one theme's words and verses to a line, a table to read
export const EVERYDAY_THEMES: readonly EverydayTheme[] = [
  {
    id: 'prayer',
    en: ['pray', 'prays', 'praying', 'prayer*', 'intercede*'],
    es: ['orar', 'ora', 'oro', 'orando', 'oracion*', 'rezar', 'rezo', 'plegaria*', 'interced*'],
    verses: ['Philippians 4:6', 'Jeremiah 33:3', 'Matthew 7:7', 'James 5:16', 'Psalms 145:18', '1 John 5:14', '1 Thessalonians 5:16-18'],
  },
  {
    id: 'marriage',
    en: ['marriage', 'married', 'marry', 'spouse', 'husband', 'wife', 'wedding', 'fiance*'],
    es: ['matrimonio', 'casad*', 'casarme', 'esposo', 'esposa', 'conyuge', 'marido', 'boda', 'prometid*'],
    verses: ['Ecclesiastes 4:9', 'Ecclesiastes 4:12', 'Colossians 3:14', 'Mark 10:9', 'Song of Solomon 8:7', '1 Peter 4:8', 'Ephesians 4:32'],
  },
  {
    id: 'children',
    en: ['children', 'child', 'kids', 'kid', 'son', 'sons', 'daughter*', 'parenting', 'baby', 'toddler*', 'teen*'],
    es: ['hijo', 'hijos', 'hija', 'hijas', 'nino*', 'nina*', 'bebe*', 'crianza', 'criar', 'adolescente*'],
    verses: ['Proverbs 22:6', 'Psalms 127:3', '3 John 1:4', 'Isaiah 54:13', 'Psalms 103:13', 'Deuteronomy 6:6-7'],
  },
  {
    id: 'family',
    en: ['family', 'families', 'home', 'household', 'relatives', 'brother*', 'sister*', 'sibling*', 'mother', 'father', 'parents', 'mom', 'dad', 'grandparent*'],
    es: ['familia*', 'familiar*', 'hogar', 'casa', 'hermano*', 'hermana*', 'pariente*', 'madre', 'padre', 'padres', 'mama', 'papa', 'abuel*'],
    verses: ['Proverbs 14:26', 'Ephesians 4:32', '1 Peter 4:8', 'Proverbs 24:3-4', 'Galatians 6:10', '1 John 4:11'],
  },
  {
    id: 'work',
    en: ['work', 'working', 'job', 'career', 'office', 'project*', 'business', 'meeting*', 'boss', 'deadline*', 'labor', 'client*', 'shift'],
    es: ['trabaj*', 'empleo', 'carrera', 'oficina', 'proyecto*', 'negocio*', 'empresa', 'reunion*', 'jefe', 'jefa', 'cliente*', 'turno'],
    verses: ['Colossians 3:23-24', 'Proverbs 16:3', 'Psalms 90:17', 'Proverbs 14:23', 'Proverbs 22:29', 'Ecclesiastes 9:10'],
  },
  {
    id: 'study',
    en: ['study', 'studies', 'studying', 'school', 'exam*', 'test', 'tests', 'class*', 'homework', 'learn*', 'college', 'universit*', 'grade*', 'course*', 'thesis'],
    es: ['estudi*', 'escuela', 'examen*', 'prueba*', 'clase*', 'deberes', 'aprend*', 'colegio', 'universidad*', 'curso*', 'tesis'],
    verses: ['James 1:5', 'Proverbs 2:6', 'Proverbs 18:15', 'Proverbs 4:7', '2 Timothy 2:15', 'Colossians 3:17'],
  },
  {
    id: 'money',
    en: ['money', 'financ*', 'budget*', 'debt*', 'bills', 'income', 'saving*', 'spending', 'rent', 'salary', 'pay', 'paying', 'loan*', 'mortgage'],
    es: ['dinero', 'finanz*', 'presupuesto*', 'deuda*', 'factura*', 'ingreso*', 'ahorr*', 'gast*', 'alquiler', 'renta', 'salario', 'sueldo', 'pagar', 'prestamo*', 'hipoteca'],
    verses: ['Philippians 4:19', 'Proverbs 21:5', 'Luke 16:10', '1 Timothy 6:6', 'Romans 13:8', 'Proverbs 22:7', 'Hebrews 13:5'],
  },
  {
    id: 'giving',
    en: ['giving', 'generous', 'generosity', 'tithe*', 'donat*', 'charity', 'offering'],
    es: ['donar', 'donacion*', 'generos*', 'diezmo*', 'ofrenda*', 'caridad'],
    verses: ['2 Corinthians 9:7', 'Proverbs 11:25', 'Luke 6:38', 'Hebrews 13:16', 'Proverbs 19:17'],
  },
  {
    id: 'health',
    en: ['health', 'healthy', 'sick*', 'ill', 'illness', 'doctor*', 'pain', 'surgery', 'hospital', 'heal*', 'recover*', 'cancer', 'diagnos*', 'treatment', 'therapy'],
    es: ['salud', 'enferm*', 'doctor*', 'medico*', 'dolor', 'cirugia', 'operacion', 'hospital', 'sanar', 'sanidad', 'recuper*', 'cancer', 'diagnostico', 'tratamiento', 'terapia'],
    verses: ['Jeremiah 17:14', '3 John 1:2', 'Psalms 73:26', 'Psalms 41:3', '2 Corinthians 12:9', 'Psalms 147:3'],
  },
  {
    id: 'body',
    en: ['body', 'fitness', 'exercise', 'workout*', 'gym', 'diet', 'eat', 'eating', 'weight', 'run', 'running', 'walk', 'walking', 'sport*'],
    es: ['cuerpo', 'ejercicio*', 'deporte*', 'gimnasio', 'dieta', 'comer', 'comida', 'peso', 'correr', 'caminar', 'entren*'],
    verses: ['1 Corinthians 6:19-20', '1 Timothy 4:8', '1 Corinthians 10:31', 'Proverbs 16:24', 'Isaiah 40:29'],
  },
  {
    id: 'rest',
    en: ['rest', 'tired', 'sleep*', 'busy', 'exhausted', 'burnout', 'burned', 'hurry', 'weary', 'sabbath', 'slow', 'vacation'],
    es: ['descans*', 'cansad*', 'dormir', 'duermo', 'sueno', 'ocupad*', 'agotad*', 'agotamiento', 'prisa', 'vacaciones'],
    verses: ['Matthew 11:28', 'Psalms 4:8', 'Psalms 127:2', 'Psalms 23:2', 'Psalms 46:10', 'Exodus 33:14'],
  },
  {
    id: 'anxiety',
    en: ['anxiety', 'anxious', 'worry', 'worries', 'worried', 'worrying', 'stress*', 'overwhelm*', 'nervous', 'panic'],
    es: ['ansiedad', 'ansios*', 'preocup*', 'estres', 'estresad*', 'agobi*', 'nervios*', 'panico', 'afan*', 'angusti*'],
    verses: ['Philippians 4:6-7', '1 Peter 5:6-7', 'Psalms 55:22', 'Matthew 6:34', 'Isaiah 26:3', 'Psalms 94:19'],
  },
  {
    id: 'courage',
    en: ['fear*', 'afraid', 'scared', 'courage', 'brave', 'bold', 'confiden*', 'interview*'],
    es: ['miedo*', 'temor*', 'asustad*', 'valor', 'valent*', 'coraje', 'animo', 'entrevista*'],
    verses: ['Joshua 1:9', 'Isaiah 41:10', '1 John 4:18', 'Psalms 56:3', 'Psalms 34:4'],
  },
  {
    id: 'grief',
    en: ['grief', 'griev*', 'loss', 'mourn*', 'sad', 'sadness', 'sorrow*', 'died', 'death', 'funeral', 'heartbroken', 'depress*'],
    es: ['duelo', 'luto', 'triste*', 'perdida', 'murio', 'muerte', 'funeral', 'llor*', 'depresion', 'deprimid*'],
    verses: ['Psalms 34:18', 'Matthew 5:4', 'Revelation 21:4', 'Psalms 147:3', 'Psalms 23:4', 'John 11:25'],
  },
  {
    id: 'loneliness',
    en: ['lonely', 'loneliness', 'alone', 'isolated'],
    es: ['soledad', 'solitari*', 'aislad*'],
    verses: ['Deuteronomy 31:8', 'Psalms 68:6', 'Psalms 25:16', 'John 14:18', 'Isaiah 43:2'],
  },
  {
    id: 'patience',
    en: ['patience', 'patient', 'wait', 'waiting'],
    es: ['paciencia', 'pacient*', 'espera'],
    verses: ['Psalms 27:14', 'Lamentations 3:25-26', 'Psalms 37:7', 'Ecclesiastes 7:8', 'Galatians 6:9'],
  },
  {
    id: 'anger',
    en: ['anger', 'angry', 'temper', 'frustrat*', 'irritat*', 'yell*', 'argu*'],
    es: ['enojo', 'enojad*', 'enfad*', 'frustr*', 'irrit*', 'grit*', 'discut*', 'pelea*'],
    verses: ['James 1:19-20', 'Proverbs 15:1', 'Proverbs 16:32', 'Proverbs 14:29', 'Psalms 37:8'],
  },
  {
    id: 'forgiveness',
    en: ['forgive*', 'forgiving', 'forgiveness', 'grudge', 'resent*', 'reconcil*', 'apolog*', 'conflict*'],
    es: ['perdon*', 'rencor*', 'resentimiento', 'reconcili*', 'disculp*', 'conflicto*'],
    verses: ['Ephesians 4:32', 'Matthew 6:14', '1 John 1:9', 'Luke 6:37', 'Romans 12:18', 'Mark 11:25'],
  },
  {
    id: 'scripture',
    en: ['bible', 'scripture*', 'read', 'reading', 'word', 'gospel*', 'meditat*', 'devotion*', 'psalm*', 'verse*'],
    es: ['biblia', 'escritura*', 'leer', 'lectura', 'palabra', 'evangelio*', 'medit*', 'devocional*', 'salmo*', 'versiculo*'],
    verses: ['Psalms 119:130', 'Joshua 1:8', '2 Timothy 3:16-17', 'Psalms 119:11', 'Isaiah 40:8', 'Hebrews 4:12'],
  },
  {
    id: 'faith',
    en: ['faith', 'believe', 'god', 'jesus', 'lord', 'christ', 'spiritual', 'church', 'worship', 'praise'],
    es: ['fe', 'creer', 'dios', 'jesus', 'senor', 'cristo', 'espiritual', 'iglesia', 'adoracion', 'adorar', 'alabanza', 'culto'],
    verses: ['Psalms 37:3', 'Hebrews 11:6', 'Psalms 100:2', 'Romans 10:17', 'Hebrews 10:24-25', 'Psalms 100:4'],
  },
  {
    id: 'friendship',
    en: ['friend*', 'friendship'],
    es: ['amig*', 'amistad*'],
    verses: ['Proverbs 17:17', 'Proverbs 27:17', 'John 15:13', 'Ecclesiastes 4:10', 'Proverbs 27:9', '1 Thessalonians 5:11'],
  },
  {
    id: 'service',
    en: ['neighbo*', 'community', 'colleague*', 'coworker*', 'serve', 'serving', 'service', 'volunteer*', 'help', 'helping', 'ministry', 'mission*'],
    es: ['vecin*', 'comunidad', 'companer*', 'colega*', 'servir', 'servicio', 'voluntari*', 'ayudar', 'ayuda', 'ministerio', 'mision*'],
    verses: ['Galatians 6:2', '1 Peter 4:10', 'Matthew 5:16', '1 John 3:18', 'Galatians 5:13', 'Hebrews 6:10'],
  },
  {
    id: 'love',
    en: ['love', 'loving', 'kindness', 'kind'],
    es: ['amor', 'amar', 'bondad', 'amabilidad', 'carino'],
    verses: ['1 John 4:7', 'John 13:34', 'Romans 13:10', '1 Corinthians 16:14', 'Romans 12:9', 'Proverbs 3:3'],
  },
  {
    id: 'hope',
    en: ['hope', 'future', 'discourag*', 'dream*', 'plans'],
    es: ['esperanza', 'futuro', 'desanim*', 'desalent*', 'suenos', 'planes'],
    verses: ['Jeremiah 29:11', 'Romans 15:13', 'Proverbs 16:9', 'Lamentations 3:22-23', 'Romans 8:28', 'Psalms 42:11'],
  },
  {
    id: 'joy',
    en: ['joy', 'happy', 'happiness', 'gratitude', 'grateful', 'thank*', 'celebrat*'],
    es: ['gozo', 'alegr*', 'feliz', 'felicidad', 'gratitud', 'agradec*', 'gracias', 'celebr*'],
    verses: ['Psalms 118:24', 'Philippians 4:4', 'Psalms 28:7', 'Psalms 16:11', 'Colossians 3:15', '1 Thessalonians 5:16-18'],
  },
  {
    id: 'peace',
    en: ['peace', 'calm', 'quiet'],
    es: ['paz', 'calma', 'tranquil*', 'sosiego', 'quietud'],
    verses: ['John 14:27', 'Isaiah 26:3', 'Psalms 4:8', 'Colossians 3:15', 'Numbers 6:24-26', 'Psalms 46:10'],
  },
  {
    id: 'wisdom',
    en: ['decide', 'decision*', 'choice*', 'choose', 'wisdom', 'wise', 'direction', 'guidance'],
    es: ['decid*', 'decision*', 'elegir', 'escoger', 'sabiduria', 'sabio*', 'direccion', 'guia', 'mudanza', 'mudarme'],
    verses: ['James 1:5', 'Psalms 32:8', 'Proverbs 16:9', 'Psalms 25:4-5', 'Proverbs 11:14', 'Proverbs 3:5-6'],
  },
  {
    id: 'integrity',
    en: ['honest*', 'integrity', 'truth*', 'lying', 'liar'],
    es: ['honest*', 'integridad', 'verdad*', 'mentir', 'mentira*'],
    verses: ['Proverbs 10:9', 'Proverbs 11:3', 'Ephesians 4:25', 'Proverbs 12:22', 'Psalms 25:21'],
  },
  {
    id: 'perseverance',
    en: ['persever*', 'discipline', 'goal*', 'consistent', 'habit*', 'temptation', 'tempt*', 'addict*', 'quit', 'smoking', 'focus*'],
    es: ['persever*', 'disciplina', 'meta', 'metas', 'objetivo*', 'constan*', 'habito*', 'tentacion*', 'adiccion*', 'fumar', 'enfoc*'],
    verses: ['Galatians 6:9', '1 Corinthians 10:13', 'Philippians 3:13-14', 'James 1:12', 'Philippians 4:13', '2 Timothy 4:7'],
  },
  {
    id: 'humility',
    en: ['humble', 'humility', 'pride', 'proud', 'ego'],
    es: ['humild*', 'orgull*', 'soberbia', 'ego'],
    verses: ['Micah 6:8', 'James 4:10', 'Proverbs 22:4', 'Proverbs 11:2', 'Matthew 23:12'],
  },
  {
    id: 'trust',
    en: ['trust*'],
    es: ['confia*', 'confio', 'confianza'],
    verses: ['Proverbs 3:5-6', 'Nahum 1:7', 'Psalms 16:8', 'Matthew 6:33', 'Isaiah 41:10', 'Psalms 9:10'],
  },
];
