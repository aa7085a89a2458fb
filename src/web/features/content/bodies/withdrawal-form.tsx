import { useSellerIdentity } from '../components/seller-identity';

/** "Vetrina S.r.l., Via Roma 1, …, email …, PEC …": the seller's data given, in this order. */
function useRecipient(): string {
  const { companyName, registeredOffice, customerServiceEmail, pec } = useSellerIdentity();
  return [
    companyName,
    registeredOffice,
    customerServiceEmail && `email ${customerServiceEmail}`,
    pec && `PEC ${pec}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The model withdrawal form of the Codice del Consumo (Allegato I, parte B), with the seller's
 * data in the recipient line. Shown on /returns and /terms.
 */
export function WithdrawalModelForm() {
  const recipient = useRecipient();
  return (
    <figure className="content-form-model">
      <figcaption className="content-form-model__title">Modulo di recesso tipo</figcaption>
      <p>
        <em>
          (compilare e restituire il presente modulo solo se si desidera recedere dal contratto)
        </em>
      </p>
      <ul className="content-form-model__lines">
        {recipient ? <li>Destinatario: {recipient}</li> : null}
        <li>
          Con la presente io/noi (*) notifico/notifichiamo (*) il recesso dal mio/nostro (*)
          contratto di vendita dei seguenti beni/servizi (*): …
        </li>
        <li>Ordinato il (*) / ricevuto il (*): …</li>
        <li>Nome del/dei consumatore(i): …</li>
        <li>Indirizzo del/dei consumatore(i): …</li>
        <li>
          Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione
          cartacea): …
        </li>
        <li>Data: …</li>
      </ul>
      <p>
        <small>(*) Cancellare la dicitura inutile.</small>
      </p>
    </figure>
  );
}
