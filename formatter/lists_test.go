package formatter_test

import (
	"strconv"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

func packing(f fx, checked ...bool) memo.List {
	texts := []string{f.s("passport", "דרכון"), f.s("charger", "מטען"), f.s("socks", "גרביים"), "USB-C cable"}
	l := list("l1", f.s("packing", "אריזה"), true)
	for i, t := range texts {
		l.Items = append(l.Items, item("i"+strconv.Itoa(i+1), t, i < len(checked) && checked[i]))
	}
	return l
}

func listCases() []goldenCase {
	one := func(f fx, op memo.Op, l memo.List, meta func(*memo.Meta)) formatter.Input {
		return f.input(listOutcome(op, memo.ListArgs{ListID: l.ID, Name: l.Name}, []memo.List{l}, meta))
	}
	return []goldenCase{
		{name: "list_create", build: func(f fx) formatter.Input { return one(f, memo.OpListCreate, packing(f), nil) }},
		{name: "list_create_plain", build: func(f fx) formatter.Input {
			l := packing(f)
			l.IsChecklist = false
			return one(f, memo.OpListCreate, l, nil)
		}},
		{name: "list_create_empty", build: func(f fx) formatter.Input {
			return one(f, memo.OpListCreate, list("l2", f.s("movies", "סרטים"), true), nil)
		}},
		{name: "list_get", build: func(f fx) formatter.Input { return one(f, memo.OpListGet, packing(f, true, false, true), nil) }},
		{name: "list_get_unchecked", build: func(f fx) formatter.Input { return one(f, memo.OpListGet, packing(f), nil) }},
		{name: "list_get_empty", build: func(f fx) formatter.Input {
			return one(f, memo.OpListGet, list("l2", f.s("movies", "סרטים"), true), nil)
		}},
		{name: "list_getall", build: func(f fx) formatter.Input {
			return f.input(listOutcome(memo.OpListGetAll, memo.ListArgs{}, []memo.List{
				list("l0", f.s("shopping", "קניות"), true, item("a", f.s("milk", "חלב"), false)),
				packing(f),
				list("l2", "Netflix", false),
			}, nil))
		}},
		{name: "list_getall_empty", build: func(f fx) formatter.Input {
			return f.input(listOutcome(memo.OpListGetAll, memo.ListArgs{}, nil, nil))
		}},
		{name: "list_add_one", build: func(f fx) formatter.Input {
			return one(f, memo.OpListAdd, packing(f), summaries(f.s("sunscreen", "קרם הגנה")))
		}},
		{name: "list_add_many_already", build: func(f fx) formatter.Input {
			return one(f, memo.OpListAdd, packing(f), func(m *memo.Meta) {
				m.Summaries = []string{f.s("sunscreen", "קרם הגנה"), f.s("hat", "כובע"), "iPad"}
				m.NotFound = []string{f.s("passport", "דרכון")}
			})
		}},
		{name: "list_add_all_already", build: func(f fx) formatter.Input {
			return one(f, memo.OpListAdd, packing(f), notFound(f.s("passport", "דרכון"), f.s("socks", "גרביים")))
		}},
		{name: "list_remove", build: func(f fx) formatter.Input {
			return one(f, memo.OpListRemove, packing(f), summaries(f.s("socks", "גרביים")))
		}},
		{name: "list_remove_notfound", build: func(f fx) formatter.Input {
			return one(f, memo.OpListRemove, packing(f), func(m *memo.Meta) {
				m.Summaries = []string{f.s("socks", "גרביים"), f.s("charger", "מטען")}
				m.NotFound = []string{f.s("towel", "מגבת"), "#9"}
			})
		}},
		{name: "list_check", build: func(f fx) formatter.Input {
			return one(f, memo.OpListCheck, packing(f, true), summaries(f.s("passport", "דרכון")))
		}},
		{name: "list_check_all", build: func(f fx) formatter.Input {
			return one(f, memo.OpListCheck, packing(f, true, true, true, true), summaries(f.s("socks", "גרביים"), "USB-C cable"))
		}},
		{name: "list_uncheck", build: func(f fx) formatter.Input {
			return one(f, memo.OpListUncheck, packing(f), summaries(f.s("passport", "דרכון")))
		}},
		{name: "list_delete", build: func(f fx) formatter.Input { return one(f, memo.OpListDelete, packing(f), nil) }},
	}
}
