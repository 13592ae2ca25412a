// Package openai is Memo's thin client for OpenAI-compatible APIs, on the
// official SDK (github.com/openai/openai-go/v3): Chat Completions with tool
// calling for the planner, embeddings and audio transcription.
//
// It speaks Chat Completions rather than the Responses API because every
// OpenAI-compatible server (Azure, OpenRouter, vLLM, Ollama) implements it.
// Retries with backoff on 429, 5xx and connection errors are the SDK's own;
// vendor errors are translated into *memo.Error codes, so callers never see
// an SDK type:
//
//	EUnavailable  429, 5xx, timeouts and connection errors (after retries),
//	              or a response without choices
//	EInvalid      400 and other 4xx: the request was wrong (our bug, or too long)
//	EUnlinked     401 and 403: the key is missing, wrong or revoked
//
// Every call returns its memo.Usage: one call, the tokens the API reported
// and the wall-clock latency including retries.
package openai
