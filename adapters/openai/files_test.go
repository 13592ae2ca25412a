package openai_test

import (
	"encoding/base64"
	"encoding/json"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
)

// TestChatFiles: a photo goes as an image part and a PDF as a file part,
// both base64 data URLs after the text, with the answer's JSON schema;
// the fake answers a request with a file from OnFile.
func TestChatFiles(t *testing.T) {
	srv := openaitest.New(t)
	srv.OnFile(func(openaitest.Request) openaitest.Response {
		return openaitest.JSON(map[string]string{"kind": "note"})
	})
	c := newClient(t, srv, openai.Config{})
	jpeg, pdf := []byte{0xff, 0xd8, 0xff, 0xe0, 1, 2}, []byte("%PDF-1.7 ...")
	got, err := c.Chat(t.Context(), openai.ChatRequest{
		Messages: []openai.Message{
			{Role: openai.RoleSystem, Content: "Read the files."},
			{Role: openai.RoleUser, Content: "add this", Files: []openai.File{{Mime: "image/jpeg", Data: jpeg}, {Mime: "application/pdf", Name: "bill.pdf", Data: pdf}}},
		},
		Schema: &openai.Schema{Name: "finding", JSON: json.RawMessage(`{"type":"object","properties":{"kind":{"type":"string"}},"required":["kind"],"additionalProperties":false}`), Strict: true},
	})
	if err != nil {
		t.Fatal(err)
	}
	if got.Text != `{"kind":"note"}` || got.Usage.Calls != 1 {
		t.Errorf("answer %+v", got)
	}
	reqs := srv.FileRequests()
	if len(reqs) != 1 || srv.Calls() != 1 {
		t.Fatalf("%d file requests of %d calls; want 1", len(reqs), srv.Calls())
	}
	var body struct {
		Messages []struct {
			Content json.RawMessage `json:"content"`
		} `json:"messages"`
		ResponseFormat struct {
			Type       string `json:"type"`
			JSONSchema struct {
				Name   string          `json:"name"`
				Strict bool            `json:"strict"`
				Schema json.RawMessage `json:"schema"`
			} `json:"json_schema"`
		} `json:"response_format"`
	}
	if err := json.Unmarshal(reqs[0].Body, &body); err != nil {
		t.Fatal(err)
	}
	var parts []struct {
		Type     string `json:"type"`
		Text     string `json:"text"`
		ImageURL struct {
			URL string `json:"url"`
		} `json:"image_url"`
		File struct {
			FileData string `json:"file_data"`
			Filename string `json:"filename"`
		} `json:"file"`
	}
	if err := json.Unmarshal(body.Messages[1].Content, &parts); err != nil {
		t.Fatal(err)
	}
	if len(parts) != 3 || parts[0].Type != "text" || parts[0].Text != "add this" ||
		parts[1].Type != "image_url" || parts[1].ImageURL.URL != "data:image/jpeg;base64,"+base64.StdEncoding.EncodeToString(jpeg) ||
		parts[2].Type != "file" || parts[2].File.Filename != "bill.pdf" || parts[2].File.FileData != "data:application/pdf;base64,"+base64.StdEncoding.EncodeToString(pdf) {
		t.Errorf("parts %+v", parts)
	}
	if f := body.ResponseFormat; f.Type != "json_schema" || f.JSONSchema.Name != "finding" || !f.JSONSchema.Strict || len(f.JSONSchema.Schema) == 0 {
		t.Errorf("response_format %+v", f)
	}
}

// TestChatFileRefused: a file of a type the API does not read is refused
// before any request.
func TestChatFileRefused(t *testing.T) {
	srv := openaitest.New(t)
	c := newClient(t, srv, openai.Config{})
	_, err := c.Chat(t.Context(), openai.ChatRequest{Messages: []openai.Message{
		{Role: openai.RoleUser, Files: []openai.File{{Mime: "application/zip", Data: []byte("PK")}}},
	}})
	if memo.ErrorCodeOf(err) != memo.EInvalid || srv.Calls() != 0 {
		t.Errorf("err %v, %d calls; want EInvalid and none", err, srv.Calls())
	}
}
