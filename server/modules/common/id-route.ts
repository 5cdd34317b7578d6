/** Route generic for `/…/:id`: any id that matches no record answers 404. */
export interface IdRoute {
  Params: { id: string };
}
