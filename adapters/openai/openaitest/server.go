// Package openaitest is a fake OpenAI-compatible API for tests: an
// httptest server that answers chat completions from a script, records
// every request body, and answers embeddings and transcriptions
// deterministically.
package openaitest

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode"
)

// Response is one scripted answer to a chat completion (or, with Text, a
// transcription). The zero Status means 200.
type Response struct {
	Status int
	// Error is the message of an error body ({"error": {...}}) sent with a
	// Status of 400 or more.
	Error string
	// Text is the assistant's content; ToolCalls the calls it makes.
	Text      string
	ToolCalls []Call
	// NoChoices answers 200 with an empty choices array.
	NoChoices bool
	// Header is added to the response (e.g. Retry-After-Ms).
	Header map[string]string
	// Delay holds the answer back, to test timeouts.
	Delay time.Duration
	// PromptTokens and CompletionTokens are reported as usage; zero
	// reports 100 and 20.
	PromptTokens, CompletionTokens int
	// FinishReason is the choice's finish_reason ("length",
	// "content_filter"...); empty sends "tool_calls" when there are tool
	// calls and "stop" otherwise.
	FinishReason string
}

// Call is one scripted tool call; Args is the arguments JSON as sent.
type Call struct {
	Name string
	Args string
}

// Request is a request the server received.
type Request struct {
	Method, Path string
	Header       http.Header
	Body         []byte
}

// Server is the fake API. Use URL as the client's base URL.
type Server struct {
	// URL is the base URL to configure clients with (".../v1/").
	URL string
	tb  testing.TB
	srv *httptest.Server

	mu     sync.Mutex
	script []Response
	reqs   []Request
	embed  func(text string) []float64
	files  func(Request) Response
}

// New starts a server, closed when tb ends. A chat request with nothing
// left in the script fails tb and is answered 500.
func New(tb testing.TB) *Server {
	s := &Server{tb: tb}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/chat/completions", s.chat)
	mux.HandleFunc("POST /v1/embeddings", s.embeddings)
	mux.HandleFunc("POST /v1/audio/transcriptions", s.transcription)
	s.srv = httptest.NewServer(mux)
	s.URL = s.srv.URL + "/v1/"
	tb.Cleanup(s.srv.Close)
	return s
}

// SetEmbedding makes embeddings answer fn(text) for each input, instead of
// the default [runes, bytes, 1].
func (s *Server) SetEmbedding(fn func(text string) []float64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.embed = fn
}

// WordVectors returns an embedding for SetEmbedding under which texts are
// as similar as the words they share: each lower-cased word (letters and
// digits) adds one to one of dims buckets chosen by its hash, and words
// found in synonyms count as the word they map to. It is deterministic
// and meaningful enough to test ranking by meaning without a model.
func WordVectors(dims int, synonyms map[string]string) func(text string) []float64 {
	return func(text string) []float64 {
		v := make([]float64, dims)
		for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
			if s, ok := synonyms[w]; ok {
				w = s
			}
			h := fnv.New32a()
			h.Write([]byte(w))
			v[int(h.Sum32()%uint32(dims))]++
		}
		return v
	}
}

// OnFile makes fn answer the chat requests that send a file (an image or
// a PDF part), whatever the script holds: a test of photos answers each
// with a canned extraction. nil gives them back to the script.
func (s *Server) OnFile(fn func(Request) Response) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.files = fn
}

// FileRequests returns the chat requests received that sent a file,
// oldest first.
func (s *Server) FileRequests() []Request {
	var out []Request
	for _, r := range s.Requests() {
		if strings.HasSuffix(r.Path, "/chat/completions") && HasFile(r.Body) {
			out = append(out, r)
		}
	}
	return out
}

// HasFile reports whether a chat request body sends a file: a content
// part of type image_url or file.
func HasFile(body []byte) bool {
	var req struct {
		Messages []struct {
			Content json.RawMessage `json:"content"`
		} `json:"messages"`
	}
	if json.Unmarshal(body, &req) != nil {
		return false
	}
	for _, m := range req.Messages {
		var parts []struct {
			Type string `json:"type"`
		}
		if json.Unmarshal(m.Content, &parts) != nil {
			continue
		}
		for _, p := range parts {
			if p.Type == "image_url" || p.Type == "file" {
				return true
			}
		}
	}
	return false
}

// JSON is a 200 answer whose text is v in JSON: a structured output.
func JSON(v any) Response {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("openaitest: marshal answer: %v", err))
	}
	return Response{Text: string(b)}
}

// Close stops the server; later requests fail to connect.
func (s *Server) Close() { s.srv.Close() }

// Push appends answers to the script; chat requests take them in order.
func (s *Server) Push(rs ...Response) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.script = append(s.script, rs...)
}

// Requests returns the requests received so far, oldest first.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.reqs...)
}

// Calls counts the chat completion requests received (retries included).
func (s *Server) Calls() int {
	n := 0
	for _, r := range s.Requests() {
		if strings.HasSuffix(r.Path, "/chat/completions") {
			n++
		}
	}
	return n
}

// Left is how many scripted answers are still unused.
func (s *Server) Left() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.script)
}

// Tools is a 200 answer making the calls.
func Tools(calls ...Call) Response { return Response{ToolCalls: calls} }

// Text is a 200 answer with the assistant's text and no tool call.
func Text(text string) Response { return Response{Text: text} }

// Status is an error answer with an OpenAI-style error body.
func Status(code int, msg string) Response { return Response{Status: code, Error: msg} }

// ToolCall is a call of tool name with args marshalled to JSON (a string
// or json.RawMessage is sent as it is).
func ToolCall(name string, args any) Call {
	switch a := args.(type) {
	case string:
		return Call{Name: name, Args: a}
	case json.RawMessage:
		return Call{Name: name, Args: string(a)}
	}
	b, err := json.Marshal(args)
	if err != nil {
		panic(fmt.Sprintf("openaitest: marshal %s args: %v", name, err))
	}
	return Call{Name: name, Args: string(b)}
}

// record stores the request and returns its body.
func (s *Server) record(r *http.Request) []byte {
	body, _ := io.ReadAll(r.Body)
	s.mu.Lock()
	s.reqs = append(s.reqs, Request{Method: r.Method, Path: r.URL.Path, Header: r.Header.Clone(), Body: body})
	s.mu.Unlock()
	return body
}

// next pops the next scripted answer; ok=false when the script is empty.
func (s *Server) next() (Response, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.script) == 0 {
		return Response{}, false
	}
	r := s.script[0]
	s.script = s.script[1:]
	return r, true
}

func (s *Server) chat(w http.ResponseWriter, r *http.Request) {
	body := s.record(r)
	s.mu.Lock()
	files := s.files
	s.mu.Unlock()
	var resp Response
	ok := false
	if files != nil && HasFile(body) {
		resp, ok = files(Request{Method: r.Method, Path: r.URL.Path, Header: r.Header.Clone(), Body: body}), true
	} else {
		resp, ok = s.next()
	}
	if !ok {
		s.tb.Errorf("openaitest: unscripted chat request: %s", body)
		resp = Status(http.StatusInternalServerError, "unscripted request")
	}
	if !s.wait(r, resp) || s.fail(w, resp) {
		return
	}
	type call struct {
		ID       string `json:"id"`
		Type     string `json:"type"`
		Function struct {
			Name      string `json:"name"`
			Arguments string `json:"arguments"`
		} `json:"function"`
	}
	msg := struct {
		Role      string  `json:"role"`
		Content   *string `json:"content"`
		ToolCalls []call  `json:"tool_calls,omitempty"`
	}{Role: "assistant"}
	finish := "stop"
	if resp.Text != "" || len(resp.ToolCalls) == 0 {
		msg.Content = &resp.Text
	}
	for i, c := range resp.ToolCalls {
		tc := call{ID: fmt.Sprintf("call_%d", i+1), Type: "function"}
		tc.Function.Name, tc.Function.Arguments = c.Name, c.Args
		msg.ToolCalls = append(msg.ToolCalls, tc)
		finish = "tool_calls"
	}
	if resp.FinishReason != "" {
		finish = resp.FinishReason
	}
	choices := []any{map[string]any{"index": 0, "message": msg, "finish_reason": finish}}
	if resp.NoChoices {
		choices = []any{}
	}
	prompt, completion := resp.PromptTokens, resp.CompletionTokens
	if prompt == 0 && completion == 0 {
		prompt, completion = 100, 20
	}
	writeJSON(w, map[string]any{
		"id": "chatcmpl-test", "object": "chat.completion", "created": 1700000000, "model": "gpt-4o-mini",
		"choices": choices,
		"usage":   map[string]int{"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion},
	})
}

// embeddings answers each input with a small vector derived from its text:
// [runes, bytes, 1], so tests can tell vectors apart without a script.
func (s *Server) embeddings(w http.ResponseWriter, r *http.Request) {
	body := s.record(r)
	var req struct {
		Input []string `json:"input"`
	}
	if err := json.Unmarshal(body, &req); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		writeJSON(w, map[string]any{"error": map[string]string{"message": "input must be an array of strings"}})
		return
	}
	s.mu.Lock()
	embed := s.embed
	s.mu.Unlock()
	data := make([]any, len(req.Input))
	tokens := 0
	for i, in := range req.Input {
		vec := []float64{float64(len([]rune(in))), float64(len(in)), 1}
		if embed != nil {
			vec = embed(in)
		}
		data[i] = map[string]any{"object": "embedding", "index": i, "embedding": vec}
		tokens += len(strings.Fields(in))
	}
	writeJSON(w, map[string]any{"object": "list", "model": "text-embedding-3-small", "data": data,
		"usage": map[string]int{"prompt_tokens": tokens, "total_tokens": tokens}})
}

// transcription answers with the next scripted Text, or with a text naming
// the uploaded file and its size when the script is empty.
func (s *Server) transcription(w http.ResponseWriter, r *http.Request) {
	s.record(r)
	resp, ok := s.next()
	if !ok {
		resp = Text("")
	}
	if !s.wait(r, resp) || s.fail(w, resp) {
		return
	}
	text := resp.Text
	if text == "" {
		text = "no script"
	}
	writeJSON(w, map[string]any{"text": text, "usage": map[string]any{"type": "tokens", "input_tokens": 50, "output_tokens": 5, "total_tokens": 55}})
}

// wait sleeps resp.Delay unless the client gives up first.
func (s *Server) wait(r *http.Request, resp Response) bool {
	if resp.Delay <= 0 {
		return true
	}
	select {
	case <-time.After(resp.Delay):
		return true
	case <-r.Context().Done():
		return false
	}
}

// fail writes an error answer and reports whether it did.
func (s *Server) fail(w http.ResponseWriter, resp Response) bool {
	for k, v := range resp.Header {
		w.Header().Set(k, v)
	}
	if resp.Status == 0 || resp.Status == http.StatusOK {
		return false
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(resp.Status)
	_ = json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{
		"message": resp.Error, "type": "invalid_request_error", "param": nil, "code": nil,
	}})
	return true
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
