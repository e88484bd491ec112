// The one way list searches match text: `%text%` for (I)LIKE, with the
// pattern characters (%, _ and the escape \) taken literally, so a search for
// "50%" or "A_B" finds exactly that.
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
