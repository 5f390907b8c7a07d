// The default verse's words and its reflection in Spanish (reflections.ts holds the English: the
// app's first load keeps only those; the Spanish ones load with the other built-in reflections).

/** Jeremiah 29:11 (DEFAULT_VERSE) in the Reina-Valera 1909. */
export const DEFAULT_VERSE_ES = {
  text: 'Porque yo sé los pensamientos que tengo acerca de vosotros, dice Jehová, pensamientos de paz, y no de mal, para daros el fin que esperáis.',
} as const;

export const DEFAULT_REFLECTION_ES = [
  'Dios dijo estas palabras a un pueblo lejos de casa, en una etapa que no había elegido y de la que no podía salir pronto. No les prometió un camino fácil; les prometió que sus pensamientos hacia ellos eran pensamientos de paz, y que su historia terminaría en esperanza.',
  'Traiga lo que traiga este día, el mismo Dios lo sostiene. No necesitas ver todo el camino para dar el siguiente paso con fe. Entrégale tus planes, tus preocupaciones y tu trabajo, y confía en que Él está tejiendo un futuro que todavía no puedes ver.',
].join('\n\n');
