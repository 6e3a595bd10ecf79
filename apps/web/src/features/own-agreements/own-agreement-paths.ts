/**
 * The feature's paths, as the route table names them (ownAgreements, newOwnAgreement,
 * editOwnAgreement); kept here so the pages link to each other by one definition.
 */
export const ownAgreementPaths = {
  list: '/own-agreements',
  new: '/own-agreements/new',
  edit: (id: number) => `/own-agreements/${id}/edit`,
};
