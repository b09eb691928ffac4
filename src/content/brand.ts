/** The brand's name (company.ts has every other company fact): the admin's login page needs only this. */
export const BRAND = 'Salto IA';
