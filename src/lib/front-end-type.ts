/** The front-end type every directory and recycle-bin query is scoped to. */
export const FRONT_END_TYPE = 'alloy';
