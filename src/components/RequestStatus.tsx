import './RequestStatus.css';

export type AccessRequestStatus = 'PENDIENTE' | 'APROBADA' | 'RECHAZADA';

/** An access request's state as a coloured chip, the same for the requester and for ADMINS. */
export function RequestStatus({ status, label }: { status: AccessRequestStatus; label: string }) {
  return <span className={`request-status request-status--${status.toLowerCase()}`}>{label}</span>;
}
