/** The address of one news article (spec 2.1: GET of one article by id): `/news/{id}`. */
export function newsArticlePath(id: number): string {
  return `/news/${id}`;
}

/** The article id of an address segment, or null when it is not a positive whole number. */
export function newsIdOf(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9][0-9]{0,15}$/.test(segment)) return null;
  return Number(segment);
}
