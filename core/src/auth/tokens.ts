/** DI tokens and settings of the auth module. */
export const SECRET_BOX = Symbol.for('parasol.SecretBox');
