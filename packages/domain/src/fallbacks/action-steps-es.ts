/** The steps for a priority no theme matched, naming it, in Spanish. */
export const GENERIC_STEPS_ES = (name: string): string[] => [
  `Divide «${name}» en pasos más pequeños y termina hoy el primero.`,
  `Aparta unos minutos para orar por «${name}», pidiendo a Dios sabiduría y fuerzas.`,
];

export const THIS_PRIORITY_ES = 'esta prioridad';
