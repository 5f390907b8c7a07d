/** The built-in action steps in Spanish (action-steps.ts is the source), written for people. */
export const STEP_SETS_ES: Array<{ keywords: RegExp; steps: [string, string] }> = [
  {
    keywords: /\b(trabaj|emple|carrera|oficina|proyecto|negocio|reuni[oó]n|jefe|equipo)/i,
    steps: [
      'Reserva una hora sin distracciones para tu tarea de trabajo más importante, y empiézala con una breve oración pidiendo diligencia y claridad.',
      'Busca hoy una manera de servir a un compañero: ofrécele ayuda, ánimo o un agradecimiento sincero.',
    ],
  },
  {
    keywords: /\b(familia|hij[oa]s?|niñ[oa]s|espos[oa]|matrimonio|padres|madre|padre|mam[aá]|pap[aá]|hogar)/i,
    steps: [
      'Aparta hoy un tiempo sin prisas para estar de verdad con tu familia: el teléfono lejos, el corazón abierto.',
      'Dile a cada persona de tu familia una palabra concreta de bendición o de aprecio.',
    ],
  },
  {
    keywords:
      /\b(salud|ejercicio|deporte|entrenar|dormir|sueño|dieta|comer|peso|correr|caminar|cuerpo|descans)/i,
    steps: [
      'Cuida tu cuerpo como un regalo de Dios: camina 20 minutos, bebe agua a lo largo del día y descansa cuando lo necesites.',
      'Planea una comida nutritiva y detente a dar gracias antes de comerla.',
    ],
  },
  {
    keywords:
      /\b(espiritual|orar|oraci[oó]n|biblia|escritura|fe\b|iglesia|dios|jes[uú]s|adoraci[oó]n|devocional)/i,
    steps: [
      'Dedica 15 minutos tranquilos a la Escritura y anota una verdad para llevarla contigo durante el día.',
      'Haz una pausa a mediodía para una breve oración y vuelve a poner esta prioridad delante de Dios.',
    ],
  },
  {
    keywords: /\b(finanz|dinero|presupuesto|deuda|ahorr|gast|ofrenda|diezmo|ingreso|factura|cuenta)/i,
    steps: [
      'Revisa los gastos de esta semana y nombra un área en la que puedas administrar el dinero con más sabiduría.',
      'Da gracias a Dios por su provisión y aparta algo para dar con generosidad: dinero, tiempo o ayuda práctica.',
    ],
  },
];

/** The steps for a priority no keyword matched, naming it. */
export const GENERIC_STEPS_ES = (name: string): string[] => [
  `Divide «${name}» en pasos más pequeños y termina hoy el primero.`,
  `Aparta unos minutos para orar por «${name}», pidiendo a Dios sabiduría y fuerzas.`,
];

export const THIS_PRIORITY_ES = 'esta prioridad';
