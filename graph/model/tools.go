package model

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai"
)

// The tools the model may call, one per capability. Their arguments are the
// Go types below; the JSON Schema sent to the model is generated from them
// (see buildTools), so the schema and the decoder cannot drift apart.
// There are no id fields: the model names things, or numbers them from the
// last numbered list, and entity resolution finds the ids.
const (
	toolTasks    = "tasks"
	toolLists    = "lists"
	toolHelp     = "help"
	toolCalendar = "calendar"
)

// taskCall is the arguments of the tasks tool.
type taskCall struct {
	Operation string      `json:"operation"`
	Tasks     []taskDraft `json:"tasks" jsonschema:"create; update: new values, empty keeps"`
	Targets   []string    `json:"targets" jsonschema:"existing tasks by name"`
	Positions []int       `json:"positions" jsonschema:"numbers in the list shown"`
	Window    *string     `json:"window" jsonschema:"for getAll, deleteAll"`
	// EndSeries makes a complete end a repeating reminder, all of it
	// (memo.TaskArgs.EndSeries), as the offline planner reads "stop
	// reminding me about water"; without it the done is of its current
	// occurrence, and the series goes on.
	EndSeries bool `json:"end_series" jsonschema:"complete: stop reminding me"`
}

// taskDraft is one task to create.
type taskDraft struct {
	Text   string  `json:"text" jsonschema:"without the time"`
	Due    *string `json:"due" jsonschema:"YYYY-MM-DDTHH:MM or YYYY-MM-DD"`
	Remind bool    `json:"remind" jsonschema:"user asked to be reminded"`
	Repeat *repeat `json:"repeat"`
}

// repeat is a repeating reminder.
type repeat struct {
	Every   string  `json:"every"`
	Time    *string `json:"time" jsonschema:"HH:MM"`
	Days    []int   `json:"days" jsonschema:"weekdays, Sunday is 0"`
	Day     *int    `json:"day_of_month"`
	Minutes *int    `json:"interval_minutes"`
}

// listCall is the arguments of the lists tool.
type listCall struct {
	Operation     string   `json:"operation"`
	List          *string  `json:"list" jsonschema:"name; null: the list shown"`
	Position      *int     `json:"position" jsonschema:"number in the last list shown"`
	Items         []string `json:"items"`
	ItemPositions []int    `json:"item_positions" jsonschema:"numbers in the list shown"`
	Which         *string  `json:"which"`
}

// helpCall is the arguments of the help tool: none.
type helpCall struct{}

// Operations the tools offer: only those the runner executes.
var (
	taskOps = []memo.Op{memo.OpTaskCreate, memo.OpTaskGetAll, memo.OpTaskUpdate, memo.OpTaskComplete, memo.OpTaskDelete, memo.OpTaskDeleteAll}
	// whichKinds are the items of a list a step may name by kind.
	whichKinds = []string{memo.ItemsAll, memo.ItemsChecked}
	listOps    = []memo.Op{memo.OpListCreate, memo.OpListGet, memo.OpListGetAll, memo.OpListAdd, memo.OpListRemove,
		memo.OpListCheck, memo.OpListUncheck, memo.OpListDelete}
	windows = []string{string(memo.WindowAll), string(memo.WindowToday), string(memo.WindowTomorrow), string(memo.WindowWeek),
		string(memo.WindowOverdue), string(memo.WindowUndated), string(memo.WindowUpcoming)}
	repeats = []string{everyDay, everyWeek, everyMonth, everyYear, everyMinutes}
)

// Values of repeat.Every.
const (
	everyDay     = "day"
	everyWeek    = "week"
	everyMonth   = "month"
	everyYear    = "year" // on the due date's day and month
	everyMinutes = "minutes"
)

// toolSpec is one tool: its name, what it is for, and how its schema is
// made from its argument type.
type toolSpec struct {
	name, description string
	schema            func() (*jsonschema.Schema, error)
}

var toolSpecs = []toolSpec{
	{toolTasks, "Tasks and reminders.", func() (*jsonschema.Schema, error) {
		s, err := jsonschema.For[taskCall](nil)
		if err != nil {
			return nil, err
		}
		enum(s, "operation", opNames(taskOps))
		enum(s, "window", windows)
		enum(s.Properties["tasks"].Items.Properties["repeat"], "every", repeats)
		return s, nil
	}},
	{toolLists, "Named lists (shopping, packing...) and their items.", func() (*jsonschema.Schema, error) {
		s, err := jsonschema.For[listCall](nil)
		if err != nil {
			return nil, err
		}
		enum(s, "operation", opNames(listOps))
		enum(s, "which", whichKinds)
		return s, nil
	}},
	{toolCalendar, "Calendar: meetings, appointments, events.", calendarSchema},
	memorySpec,
	mailSpec,
	{toolHelp, "Show what Memo can do.", func() (*jsonschema.Schema, error) {
		return jsonschema.For[helpCall](nil)
	}},
}

// buildTools generates the tools' strict schemas from their Go types.
func buildTools() ([]openai.Tool, error) {
	tools := make([]openai.Tool, 0, len(toolSpecs))
	for _, spec := range toolSpecs {
		s, err := spec.schema()
		if err != nil {
			return nil, fmt.Errorf("schema of tool %s: %w", spec.name, err)
		}
		tidy(s)
		b, err := json.Marshal(s)
		if err != nil {
			return nil, fmt.Errorf("schema of tool %s: %w", spec.name, err)
		}
		if len(s.Properties) == 0 {
			// Strict mode wants "required" even when empty; the library
			// leaves an empty list out.
			b = append(b[:len(b)-1], `,"required":[]}`...)
		}
		tools = append(tools, openai.Tool{Name: spec.name, Description: spec.description, Parameters: b, Strict: true})
	}
	return tools, nil
}

// estimateTokens is what tool t costs in a request, on the safe side: its
// name, description and schema run 4.1 to 4.6 bytes a token in
// o200k_base, and the envelope that wraps them
// ({"type":"function","function":{"name":...,"strict":true}}) about 18
// tokens.
func estimateTokens(t openai.Tool) int {
	const envelope = 18
	n := len(t.Name) + len(t.Description) + len(t.Parameters)
	return (n+3)/4 + envelope
}

// opNames are the names of ops, as a tool spells them ("create").
func opNames(ops []memo.Op) []string {
	names := make([]string, len(ops))
	for i, op := range ops {
		names[i] = op.Name()
	}
	return names
}

// enum restricts property prop of s to values (and null, when the property
// is nullable).
func enum(s *jsonschema.Schema, prop string, values []string) {
	p := s.Properties[prop]
	p.Enum = make([]any, 0, len(values)+1)
	for _, v := range values {
		p.Enum = append(p.Enum, v)
	}
	if slices.Contains(p.Types, "null") {
		p.Enum = append(p.Enum, nil)
	}
}

// tidy makes arrays non-nullable (the model sends [] for "none", which
// costs fewer schema tokens than ["null","array"]) and keeps the rest as
// jsonschema-go infers it: every property required, no additional
// properties, pointers nullable — the shape strict mode asks for.
func tidy(s *jsonschema.Schema) {
	if s == nil {
		return
	}
	if len(s.Types) == 2 && slices.Contains(s.Types, "null") && slices.Contains(s.Types, "array") {
		s.Types, s.Type = nil, "array"
	}
	if s.Type == "object" && s.Properties == nil {
		s.Properties = map[string]*jsonschema.Schema{}
	}
	tidy(s.Items)
	for _, p := range s.Properties {
		tidy(p)
	}
}
