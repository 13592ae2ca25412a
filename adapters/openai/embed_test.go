package openai_test

import (
	"bytes"
	"encoding/json"
	"mime"
	"mime/multipart"
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
)

func TestEmbed(t *testing.T) {
	srv := openaitest.New(t)
	c := newClient(t, srv, openai.Config{EmbeddingModel: "embed-x"})
	vecs, usage, err := c.Embed(t.Context(), []string{"milk", "שלום עולם"})
	if err != nil {
		t.Fatalf("Embed: %v", err)
	}
	// The fake answers [runes, bytes, 1] per input.
	want := [][]float32{{4, 4, 1}, {9, 17, 1}}
	if len(vecs) != 2 || !equal(vecs[0], want[0]) || !equal(vecs[1], want[1]) {
		t.Errorf("Embed = %v, want %v", vecs, want)
	}
	if usage.Calls != 1 || usage.PromptTokens != 3 {
		t.Errorf("usage = %+v, want 1 call and 3 tokens", usage)
	}
	var body struct {
		Model string   `json:"model"`
		Input []string `json:"input"`
	}
	if err := json.Unmarshal(srv.Requests()[0].Body, &body); err != nil || body.Model != "embed-x" || len(body.Input) != 2 {
		t.Errorf("request = %s (%v)", srv.Requests()[0].Body, err)
	}

	if vecs, usage, err := c.Embed(t.Context(), nil); vecs != nil || usage.Calls != 0 || err != nil {
		t.Errorf("Embed(nil) = %v, %+v, %v; want nothing and no call", vecs, usage, err)
	}
}

func TestTranscribe(t *testing.T) {
	srv := openaitest.New(t)
	srv.Push(openaitest.Text("תזכיר לי מחר ב-9 להתקשר לאמא"))
	c := newClient(t, srv, openai.Config{})
	text, usage, err := c.Transcribe(t.Context(), strings.NewReader("OggS fake audio"), "voice.ogg", memo.Hebrew)
	if err != nil || text != "תזכיר לי מחר ב-9 להתקשר לאמא" {
		t.Fatalf("Transcribe = %q, %v", text, err)
	}
	if usage.Calls != 1 || usage.PromptTokens != 50 || usage.CompletionTokens != 5 {
		t.Errorf("usage = %+v", usage)
	}
	req := srv.Requests()[0]
	_, params, err := mime.ParseMediaType(req.Header.Get("Content-Type"))
	if err != nil {
		t.Fatalf("content type %q: %v", req.Header.Get("Content-Type"), err)
	}
	form, err := multipart.NewReader(bytes.NewReader(req.Body), params["boundary"]).ReadForm(1 << 20)
	if err != nil {
		t.Fatalf("multipart body: %v", err)
	}
	if m := form.Value["model"]; len(m) != 1 || m[0] != openai.DefaultTranscriptionModel {
		t.Errorf("model = %v", m)
	}
	if l := form.Value["language"]; len(l) != 1 || l[0] != "he" {
		t.Errorf("language = %v", l)
	}
	if f := form.File["file"]; len(f) != 1 || f[0].Filename != "voice.ogg" || f[0].Size != int64(len("OggS fake audio")) || f[0].Header.Get("Content-Type") != "audio/ogg" {
		t.Errorf("file = %+v", f)
	}

	srv.Push(openaitest.Status(401, "bad key"))
	if _, _, err := c.Transcribe(t.Context(), strings.NewReader("x"), "v.ogg", ""); memo.ErrorCodeOf(err) != memo.EUnlinked {
		t.Errorf("Transcribe with a bad key: %v, want unlinked", err)
	}
}

func equal(a, b []float32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestEmbedDimensions(t *testing.T) {
	srv := openaitest.New(t)
	srv.SetEmbedding(openaitest.WordVectors(8, nil))
	c := newClient(t, srv, openai.Config{EmbeddingDimensions: 8})
	if got := c.EmbeddingModel(); got != openai.DefaultEmbeddingModel+"@8" {
		t.Errorf("EmbeddingModel() = %q", got)
	}
	vecs, _, err := c.Embed(t.Context(), []string{"parked the car", "the car parked"})
	if err != nil || len(vecs) != 2 || len(vecs[0]) != 8 || !equal(vecs[0], vecs[1]) {
		t.Fatalf("Embed = %v, %v; want two equal 8-dimensional vectors", vecs, err)
	}
	var body struct {
		Dimensions int `json:"dimensions"`
	}
	if err := json.Unmarshal(srv.Requests()[0].Body, &body); err != nil || body.Dimensions != 8 {
		t.Errorf("request = %s; want dimensions 8", srv.Requests()[0].Body)
	}
	plain := newClient(t, srv, openai.Config{})
	if _, _, err := plain.Embed(t.Context(), []string{"x"}); err != nil {
		t.Fatal(err)
	}
	if b := srv.Requests()[1].Body; strings.Contains(string(b), "dimensions") {
		t.Errorf("a client without dimensions sent them: %s", b)
	}
}
