package openai

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	sdk "github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/packages/param"

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
// calls it made; a tool message answers the call ToolCallID.
type Message struct {
	Role       string
	Content    string
	ToolCalls  []ToolCall
	ToolCallID string
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
			p.Messages = append(p.Messages, sdk.UserMessage(m.Content))
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
	return p, nil
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
