/** Input, output and stream names in jobs and compositions: identifiers of up to 64 characters. */
export const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
