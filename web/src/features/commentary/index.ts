// The commentary feature's door: Matthew Henry's credit under a reflection, and its lazy modal.
export { CommentaryCredit } from './CommentaryCredit';
export { CommentarySections } from './CommentarySections';
