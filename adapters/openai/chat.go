package openai

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	sdk "github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/packages/param"
	"github.com/openai/openai-go/v3/shared"

	"github.com/memo-assistant/memo"
)

// Roles of chat messages.
const (
	RoleSystem    = "system"
	RoleUser      = "user"
	RoleAssistant = "assistant"
	RoleTool      = "tool"
)

// Message is one chat message. An assistant message may carry the tool
// calls it made; a tool message answers the call ToolCallID. A user
// message may carry files (a photo, a PDF) after its text.
type Message struct {
	Role       string
	Content    string
	ToolCalls  []ToolCall
	ToolCallID string
	Files      []File
}

// File is a file a user message sends the model whole, in base64: an
// image (image/jpeg, image/png, image/webp, image/gif) as an image part,
// a PDF as a file part. The vision models read both.
type File struct {
	// Mime is the file's type; it decides the part.
	Mime string
	// Name is the file's name, sent with a PDF ("document.pdf" when
	// empty).
	Name string
	// Data is the file.
	Data []byte
}

// Schema asks for an answer that is one JSON object following a JSON
// Schema (structured outputs): the answer's text is that object.
type Schema struct {
	// Name names the format (a-z, A-Z, 0-9, "_" and "-").
	Name string
	// JSON is the schema; with Strict the answer follows it exactly (the
	// schema must then list every property as required and forbid
	// additional properties).
	JSON   json.RawMessage
	Strict bool
}

// Tool is a function the model may call. Parameters is its JSON Schema;
// with Strict the model's arguments follow it exactly (the schema must then
// list every property as required and forbid additional properties).
type Tool struct {
	Name        string
	Description string
	Parameters  json.RawMessage
	Strict      bool
}

// ToolCall is one call the model made: the tool's name and its arguments
// as the JSON text the model wrote (not yet validated).
type ToolCall struct {
	ID        string
	Name      string
	Arguments string
}

// ChatRequest is one Chat Completions call.
type ChatRequest struct {
	Messages []Message
	Tools    []Tool
	// MaxTokens bounds the completion; 0 leaves it to the server.
	MaxTokens int
	// Temperature is sent when not nil.
	Temperature *float64
	// Schema, when set, asks for a JSON answer following it.
	Schema *Schema
}

// ChatResponse is the first choice of a completion: text, tool calls, or
// both.
type ChatResponse struct {
	Text      string
	ToolCalls []ToolCall
	// FinishReason is the server's: "stop", "tool_calls", "length"...
	FinishReason string
	// Usage is one call with the tokens the server reported and the latency.
	Usage memo.Usage
}

// Chat sends req to the chat model. The error is a *memo.Error (see the
// package doc); a response with no choices is EUnavailable, with the usage
// the server reported.
func (c *Client) Chat(ctx context.Context, req ChatRequest) (ChatResponse, error) {
	done, err := c.out(ctx)
	if err != nil {
		return ChatResponse{}, err
	}
	defer done()
	params, err := c.chatParams(req)
	if err != nil {
		return ChatResponse{}, err
	}
	start := time.Now()
	out, err := c.sdk.Chat.Completions.New(ctx, params)
	usage := memo.Usage{Calls: 1, Latency: time.Since(start)}
	if err != nil {
		return ChatResponse{Usage: usage}, translate(ctx, "chat", err)
	}
	usage.PromptTokens = int(out.Usage.PromptTokens)
	usage.CompletionTokens = int(out.Usage.CompletionTokens)
	resp := ChatResponse{Usage: usage}
	if len(out.Choices) == 0 {
		return resp, memo.Errorf(memo.EUnavailable, "openai chat: the response has no choices")
	}
	choice := out.Choices[0]
	resp.FinishReason = choice.FinishReason
	resp.Text = choice.Message.Content
	for _, tc := range choice.Message.ToolCalls {
		resp.ToolCalls = append(resp.ToolCalls, ToolCall{ID: tc.ID, Name: tc.Function.Name, Arguments: tc.Function.Arguments})
	}
	return resp, nil
}

// chatParams builds the SDK's request from req.
func (c *Client) chatParams(req ChatRequest) (sdk.ChatCompletionNewParams, error) {
	p := sdk.ChatCompletionNewParams{Model: c.model}
	for _, m := range req.Messages {
		switch m.Role {
		case RoleSystem:
			p.Messages = append(p.Messages, sdk.SystemMessage(m.Content))
		case RoleUser:
			if len(m.Files) == 0 {
				p.Messages = append(p.Messages, sdk.UserMessage(m.Content))
				break
			}
			parts, err := userParts(m)
			if err != nil {
				return p, err
			}
			p.Messages = append(p.Messages, sdk.UserMessage(parts))
		case RoleTool:
			p.Messages = append(p.Messages, sdk.ToolMessage(m.Content, m.ToolCallID))
		case RoleAssistant:
			a := sdk.ChatCompletionAssistantMessageParam{}
			if m.Content != "" {
				a.Content.OfString = param.NewOpt(m.Content)
			}
			for _, tc := range m.ToolCalls {
				a.ToolCalls = append(a.ToolCalls, sdk.ChatCompletionMessageToolCallUnionParam{
					OfFunction: &sdk.ChatCompletionMessageFunctionToolCallParam{
						ID:       tc.ID,
						Function: sdk.ChatCompletionMessageFunctionToolCallFunctionParam{Name: tc.Name, Arguments: tc.Arguments},
					},
				})
			}
			p.Messages = append(p.Messages, sdk.ChatCompletionMessageParamUnion{OfAssistant: &a})
		default:
			return p, memo.Errorf(memo.EInvalid, "openai chat: unknown message role %q", m.Role)
		}
	}
	for _, t := range req.Tools {
		def, err := functionJSON(t)
		if err != nil {
			return p, err
		}
		// The definition is sent as written, so the schema keeps the order of
		// its properties (the SDK's map type would sort them, and a model
		// fills arguments in schema order: "operation" first helps).
		p.Tools = append(p.Tools, sdk.ChatCompletionFunctionTool(param.Override[sdk.FunctionDefinitionParam](def)))
	}
	if req.MaxTokens > 0 {
		p.MaxCompletionTokens = param.NewOpt(int64(req.MaxTokens))
	}
	if req.Temperature != nil {
		p.Temperature = param.NewOpt(*req.Temperature)
	}
	if f := req.Schema; f != nil {
		if !json.Valid(f.JSON) {
			return p, memo.Errorf(memo.EInvalid, "openai chat: schema %s is not valid JSON", f.Name)
		}
		js := shared.ResponseFormatJSONSchemaJSONSchemaParam{Name: f.Name, Schema: f.JSON}
		if f.Strict {
			js.Strict = param.NewOpt(true)
		}
		p.ResponseFormat = sdk.ChatCompletionNewParamsResponseFormatUnion{OfJSONSchema: &shared.ResponseFormatJSONSchemaParam{JSONSchema: js}}
	}
	return p, nil
}

// userParts is a user message with files as content parts: its text
// first, then each file as a base64 data URL.
func userParts(m Message) ([]sdk.ChatCompletionContentPartUnionParam, error) {
	var parts []sdk.ChatCompletionContentPartUnionParam
	if m.Content != "" {
		parts = append(parts, sdk.TextContentPart(m.Content))
	}
	for _, f := range m.Files {
		mime := strings.ToLower(strings.TrimSpace(f.Mime))
		url := "data:" + mime + ";base64," + base64.StdEncoding.EncodeToString(f.Data)
		switch {
		case len(f.Data) == 0:
			return nil, memo.Errorf(memo.EInvalid, "openai chat: an empty file")
		case mime == "application/pdf":
			name := f.Name
			if name == "" {
				name = "document.pdf"
			}
			parts = append(parts, sdk.FileContentPart(sdk.ChatCompletionContentPartFileFileParam{
				FileData: param.NewOpt(url), Filename: param.NewOpt(name),
			}))
		case strings.HasPrefix(mime, "image/"):
			parts = append(parts, sdk.ImageContentPart(sdk.ChatCompletionContentPartImageImageURLParam{URL: url}))
		default:
			return nil, memo.Errorf(memo.EInvalid, "openai chat: files of type %q cannot be sent", f.Mime)
		}
	}
	return parts, nil
}

// functionJSON is the function definition of t as JSON.
func functionJSON(t Tool) (json.RawMessage, error) {
	if len(t.Parameters) > 0 && !json.Valid(t.Parameters) {
		return nil, memo.Errorf(memo.EInvalid, "openai chat: tool %s: parameters are not valid JSON", t.Name)
	}
	def := struct {
		Name        string          `json:"name"`
		Description string          `json:"description,omitempty"`
		Parameters  json.RawMessage `json:"parameters,omitempty"`
		Strict      bool            `json:"strict,omitempty"`
	}{t.Name, t.Description, t.Parameters, t.Strict}
	b, err := json.Marshal(def)
	if err != nil {
		return nil, fmt.Errorf("openai chat: tool %s: %w", t.Name, err)
	}
	return b, nil
}
