/** Placeholder: being built. */
export default function Page() {
  return <main id="conteudo">termos-de-uso</main>;
}
