/**
 * The head of a staff page (the admin and its sign-in pages): its title, and never indexed. No
 * description, canonical address or sharing tags: nobody finds or shares these pages.
 */
export function AdminHead({ title }: { title: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}
