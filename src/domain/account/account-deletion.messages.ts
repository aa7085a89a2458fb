/**
 * The server's refusals of an account deletion (POST /api/account/delete), shown by the page as
 * they are. A wrong password is PROFILE_ERRORS.wrongPassword on the password field.
 */
export const ACCOUNT_DELETION_MESSAGES = {
  lastAdmin:
    'Sei l’unico amministratore attivo: nomina un altro amministratore prima di eliminare il tuo account.',
  ordersInProgress: (orderNumbers: readonly string[]) =>
    `Hai ordini non ancora conclusi (${orderNumbers.join(', ')}): annulla quelli in attesa di pagamento o attendi la consegna degli altri, poi potrai eliminare l’account.`,
} as const;
