import { Placeholder } from '../components/seller-identity';

/**
 * The model withdrawal form of the Codice del Consumo (Allegato I, parte B), with the seller's
 * data in the recipient line. Shown on /returns and /terms.
 */
export function WithdrawalModelForm() {
  return (
    <figure className="content-form-model">
      <figcaption className="content-form-model__title">Modulo di recesso tipo</figcaption>
      <p>
        <em>
          (compilare e restituire il presente modulo solo se si desidera recedere dal contratto)
        </em>
      </p>
      <ul className="content-form-model__lines">
        <li>
          Destinatario: <Placeholder field="companyName" />,{' '}
          <Placeholder field="registeredOffice" />, email <Placeholder field="email" />, PEC{' '}
          <Placeholder field="pec" />
        </li>
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
