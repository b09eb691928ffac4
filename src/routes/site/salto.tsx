/** Placeholder: being built. */
export default function Page() {
  return <main id="conteudo">salto</main>;
}
