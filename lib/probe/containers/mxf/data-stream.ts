// A data essence track (ST 377-1 Annex G.2.7, ST 436 VBI/ANC, ST 2067-201 IAB) → a data stream.
import type { DataStream } from "../../schema";
import type { HeaderMetadata } from "./header-metadata";
import { essenceContainerName } from "./labels/essence-containers";
import type { EssenceTrack } from "./package-model";
import { trackProperties } from "./picture-stream";
import { genericDataEssenceDescriptorProperties } from "./sets/generic-data-essence-descriptor";
import { ulUrn } from "./ul";

export function dataStream(metadata: HeaderMetadata, essence: EssenceTrack): DataStream {
  const descriptor = essence.descriptor
    ? metadata.read(essence.descriptor, genericDataEssenceDescriptorProperties, "DataDescriptor")
    : {};
  const properties = trackProperties(essence, descriptor.DataEssenceCoding);
  if (descriptor.EssenceContainer) properties.EssenceContainer = ulUrn(descriptor.EssenceContainer);
  const container = descriptor.EssenceContainer && essenceContainerName(descriptor.EssenceContainer);
  return { format: "data", properties, $annotation: { format: container ?? "Data essence" } };
}
