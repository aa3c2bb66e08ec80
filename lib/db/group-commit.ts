// Group commit: concurrent requests for the same write share one SQL statement. While `inFlight`
// statements run, new requests wait and then go together in the next one, so under load each round trip,
// parse and commit (WAL flush) serves many requests, and an idle server still sends a request at once.
// A batch whose statement fails is run again one request at a time, so that one request's bad data fails
// only that request.

export class GroupCommit<Request, Result> {
  private waiting: { request: Request; resolve(result: Result): void; reject(error: unknown): void }[] = [];
  private running = 0;

  constructor(
    private readonly write: (requests: Request[]) => Promise<Result[]>,
    private readonly inFlight: number,
    private readonly maxBatch: number,
  ) {}

  submit(request: Request): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ request, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.running >= this.inFlight || this.waiting.length === 0) return;
    const batch = this.waiting.splice(0, this.maxBatch);
    this.running++;
    void this.run(batch).finally(() => {
      this.running--;
      this.next();
    });
  }

  private async run(batch: typeof this.waiting): Promise<void> {
    try {
      const results = await this.write(batch.map((entry) => entry.request));
      batch.forEach((entry, i) => entry.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      await Promise.all(batch.map((entry) => this.run([entry])));
    }
  }
}
