/** Placeholder: being built. */
export function SaltoLeadForm() {
  return <form aria-label="Iniciar Inscrição" />;
}
