// S3-compatible storage (AWS S3, MinIO, Ceph, ...) through the AWS SDK v3.
import { createHash } from "node:crypto";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { Upload } from "@aws-sdk/lib-storage";
import type { Readable } from "node:stream";
import { HttpSource } from "../probe/io/http-source";
import type { BlobStore, StoredBlob } from "./blob-store";
import { meteredStream } from "./metered-stream";

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  prefix: string;
}

export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;
  constructor(private readonly settings: S3Settings) {
    // Credentials come from the SDK's standard chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profiles, roles).
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
    });
  }

  private keyOf(key: string): string {
    return `${this.settings.prefix}${key}`;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<StoredBlob> {
    const etag = createHash("sha256").update(bytes).digest("hex");
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.keyOf(key),
        Body: bytes,
        ContentType: contentType,
        Metadata: { sha256: etag },
      }),
    );
    return { size: bytes.byteLength, etag };
  }

  async putStream(key: string, body: Readable, limit: number): Promise<StoredBlob> {
    const { meter, result } = meteredStream(limit);
    // Multipart upload: the body is streamed in parts, never held whole in memory.
    await new Upload({
      client: this.client,
      params: {
        Bucket: this.settings.bucket,
        Key: this.keyOf(key),
        Body: body.pipe(meter),
        ContentType: "application/octet-stream",
      },
    }).done();
    return result();
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      const response = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }),
      );
      return (await response.Body?.transformToByteArray()) ?? null;
    } catch (error) {
      if ((error as { name?: string }).name === "NoSuchKey") return null;
      throw error;
    }
  }

  async stream(key: string): Promise<ReadableStream<Uint8Array> | null> {
    try {
      const response = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }),
      );
      return (response.Body?.transformToWebStream() as ReadableStream<Uint8Array> | undefined) ?? null;
    } catch (error) {
      if ((error as { name?: string }).name === "NoSuchKey") return null;
      throw error;
    }
  }

  async open(key: string) {
    return HttpSource.open((await this.presignedUrl(key, 3600))!);
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
  }

  async presignedUrl(key: string, seconds: number): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }), {
      expiresIn: seconds,
    });
  }
}
