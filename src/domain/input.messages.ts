/** Italian texts of the checks every API input goes through (input.schema.ts). */
export const INPUT_MESSAGES = {
  invalidText: 'Il testo contiene caratteri non validi.',
  invalidId: 'Identificativo non valido.',
} as const;
