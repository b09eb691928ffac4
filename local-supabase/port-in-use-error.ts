/** A port local-supabase (the API or its inbox) has to listen on is taken; the message says what to do. */
export class PortInUseError extends Error {}
