package model

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai"
)

// toolMemory is the second brain's tool: remember, recall, forget.
const toolMemory = "memory"

// memoryCall is the arguments of the memory tool, kept small (every
// planning request carries the schema). store: text is what to remember
// as said, kind types it, subject/value are a fact's (or a contact's name
// and phone or email); search: query is what the question is about;
// delete/update: query names the memory, or positions number it in the
// last list shown.
type memoryCall struct {
	Operation string  `json:"operation"`
	Kind      *string `json:"kind"`
	Text      string  `json:"text" jsonschema:"as said"`
	Subject   string  `json:"subject" jsonschema:"fact subject or contact name"`
	Value     string  `json:"value" jsonschema:"fact value or contact phone/email"`
	Query     string  `json:"query"`
	Positions []int   `json:"positions"`
}

var (
	memoryOps   = []memo.Op{memo.OpMemoryStore, memo.OpMemorySearch, memo.OpMemoryUpdate, memo.OpMemoryDelete, memo.OpMemoryGetAll}
	memoryKinds = []string{string(memo.MemoryNote), string(memo.MemoryContact), string(memo.MemoryFact)}
)

// memorySpec is the memory tool's entry in toolSpecs.
var memorySpec = toolSpec{toolMemory, "Remember, recall, forget the user's notes, contacts, facts.", func() (*jsonschema.Schema, error) {
	s, err := jsonschema.For[memoryCall](nil)
	if err != nil {
		return nil, err
	}
	enum(s, "operation", opNames(memoryOps))
	enum(s, "kind", memoryKinds)
	return s, nil
}}

// memory converts a memory call.
func (c converter) memory(a memoryCall) (memo.Step, []problem) {
	op := memo.CapMemory.Op(a.Operation)
	step := memo.Step{Capability: memo.CapMemory, Operation: op}
	if !slices.Contains(memoryOps, op) {
		return step, []problem{{msg: fmt.Sprintf("memory operation %s: use one of %s", quote(a.Operation), strings.Join(opNames(memoryOps), ", "))}}
	}
	var ps []problem
	for _, f := range []struct{ name, v string }{{"text", a.Text}, {"subject", a.Subject}, {"value", a.Value}, {"query", a.Query}} {
		if n := utf8.RuneCountInString(f.v); n > memo.MaxMemoryRunes {
			ps = append(ps, problem{msg: fmt.Sprintf("%s is %d characters; at most %d", f.name, n, memo.MaxMemoryRunes)})
		}
	}
	if p := positions("positions", a.Positions); p != nil {
		ps = append(ps, *p)
	}
	args := memo.MemoryArgs{Query: strings.TrimSpace(a.Query), Indexes: a.Positions}
	switch op {
	case memo.OpMemoryStore, memo.OpMemoryUpdate:
		d := memo.MemoryDraft{Kind: memo.MemoryNote, Text: strings.TrimSpace(a.Text)}
		if a.Kind != nil {
			d.Kind = memo.MemoryKind(*a.Kind)
		}
		switch d.Kind {
		case memo.MemoryFact:
			d.Subject, d.Value = strings.TrimSpace(a.Subject), strings.TrimSpace(a.Value)
		case memo.MemoryContact:
			d.Name = strings.TrimSpace(a.Subject)
			if v := strings.TrimSpace(a.Value); strings.Contains(v, "@") {
				d.Email = v
			} else {
				d.Phone = v
			}
		case memo.MemoryNote:
		default:
			ps = append(ps, problem{msg: fmt.Sprintf("kind %s: use note, contact or fact", quote(string(d.Kind)))})
		}
		if d.Empty() {
			ps = append(ps, problem{msg: a.Operation + " needs the text to remember"})
		}
		args.Draft = &d
		if op == memo.OpMemoryUpdate && args.Query == "" && len(a.Positions) == 0 {
			ps = append(ps, problem{msg: "update needs query or positions: which memory"})
		}
	case memo.OpMemorySearch:
		if args.Query == "" {
			ps = append(ps, problem{msg: "search needs query"})
		}
		// A name or a topic alone ("Avi") asks for everything about it.
		args.All = len(strings.Fields(args.Query)) <= 2
	case memo.OpMemoryDelete:
		if args.Query == "" && len(a.Positions) == 0 {
			ps = append(ps, problem{msg: "delete needs query or positions"})
		}
	}
	step.Memory = &args
	return step, ps
}

// Bounds on a phrased answer.
const (
	maxPhraseNoteRunes = 600
	maxPhraseRunes     = 400
	phraseTokens       = 120
)

// phraseNone is what the model answers when the notes do not answer the
// question.
const phraseNone = "NONE"

// Phraser words the answer to a question from the user's notes with one
// model call (brain.Phraser).
type Phraser struct {
	chat Chatter
}

// NewPhraser returns a Phraser asking chat.
func NewPhraser(chat Chatter) (*Phraser, error) {
	if chat == nil {
		return nil, errors.New("phraser: no chat model")
	}
	return &Phraser{chat: chat}, nil
}

// Phrase answers question in lang from notes only, in a sentence or two.
// It returns "" when the model finds no answer in them, so the notes are
// shown as they are. Errors are the client's *memo.Error.
func (p *Phraser) Phrase(ctx context.Context, lang memo.Language, question string, notes []memo.Memory) (string, memo.Usage, error) {
	if len(notes) == 0 || strings.TrimSpace(question) == "" {
		return "", memo.Usage{}, nil
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Answer the user's question in %s, in one or two short sentences, using only the notes below; quote numbers, codes and names exactly. If the notes do not answer it, reply exactly %s.\nNotes:", languageName(lang), phraseNone)
	for i, n := range notes {
		fmt.Fprintf(&b, "\n%d. %s", i+1, cut(n.Text, maxPhraseNoteRunes))
	}
	zero := 0.0
	resp, err := p.chat.Chat(ctx, openai.ChatRequest{
		Messages:    []openai.Message{{Role: openai.RoleSystem, Content: b.String()}, {Role: openai.RoleUser, Content: cut(question, MaxTextRunes)}},
		MaxTokens:   phraseTokens,
		Temperature: &zero,
	})
	if err != nil {
		return "", resp.Usage, err
	}
	text := strings.TrimSpace(resp.Text)
	if text == "" || strings.EqualFold(strings.Trim(text, ". "), phraseNone) || len(resp.ToolCalls) > 0 {
		return "", resp.Usage, nil
	}
	return cut(text, maxPhraseRunes), resp.Usage, nil
}
