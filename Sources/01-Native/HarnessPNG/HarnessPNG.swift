// PNG in two parts and one import: HarnessPNGCodec (PNG files: decode, encode, read, write,
// errors) and HarnessAPNG (animated PNG: encoder, reader, regions).
@_exported import HarnessAPNG
@_exported import HarnessPNGCodec
