/** Placeholder: being built. */
export function RaioXLeadForm() {
  return <form aria-label="Raio-X" />;
}
