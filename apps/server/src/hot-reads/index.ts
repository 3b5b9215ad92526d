/**
 * The hot read path (issue 38): routes declare a cached endpoint through `HotReads.route`
 * (services.hotReads); the answer cache, compiled serializers and raw writes live behind it.
 */
export { HotReads, type HotRead, type KeptState, type ScopedState } from './hot-route.ts';
export { compiledResponse, compileSerializer, serializerCompiler } from './compiled-serializer.ts';
export { COMPRESS_MIN_BYTES, chooseEncoding, type EncodedAnswer } from './encoding.ts';
