/** An input a detect job cannot search (no audio stream): the job fails with this message. */
export class DetectionError extends Error {}
