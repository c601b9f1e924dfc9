// The English texts of one block's namespace; `../en.ts` composes the catalogue from these, and
// the block brings this file itself (see rate-picker.ts).
// The owner of the block adds its keys here and the same keys in es/, fr/ and de/.
export const reportDownloader = {
  title: 'Reports',
};
