import type { ServerMessages } from './messages-en';

/** The server's words in Spanish (messages-en.ts is the source), written for people, not word for word. */
export const es: ServerMessages = {
  hello: (username) => `Hola, ${username}:`,
  yourCode: (codeName) => `Tu ${codeName} es:`,
  signature: '— Reign',
  resetSubject: 'Tu código para restablecer la contraseña de Reign',
  resetWhy: 'Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de Reign.',
  resetCodeName: 'código de restablecimiento',
  resetEnter: (minutes, until) =>
    `Escríbelo en la página Restablecer contraseña en los próximos ${minutes} minutos (antes de las ${until}). Solo sirve una vez.`,
  resetIgnore: 'Si no lo pediste, puedes ignorar este correo: tu contraseña no cambia.',
  confirmSubject: 'Confirma tu correo electrónico para Reign',
  confirmWhy:
    'Confirma esta dirección de correo de tu cuenta de Reign, para que los códigos de restablecimiento de contraseña puedan llegarte aquí.',
  confirmCodeName: 'código de confirmación',
  confirmEnter: (hours) => `Escríbelo en tu perfil en las próximas ${hours} horas.`,
  confirmIgnore: 'Si no añadiste esta dirección a una cuenta de Reign, puedes ignorar este correo.',
  reminder: 'Tu plan de hoy te espera',
  reminderWithReading: (reading) => `Tu plan de hoy te espera. Lectura de hoy: ${reading}`,
  prayedForYou: (name) => `${name} oró por ti`,
  answeredInCircle: (circle) => `Una oración respondida en ${circle}`,
  readingInCircle: (circle) => `La lectura de hoy con ${circle}`,
};
