package main

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"
)

// cuttable is a TCP proxy in front of the real Redis that can be cut
// (its port refuses connections and the open ones close) and restored on
// the same port: a Redis outage without stopping the shared Redis.
type cuttable struct {
	t      *testing.T
	addr   string
	target string

	mu    sync.Mutex
	ln    net.Listener
	conns []net.Conn
}

func newCuttable(t *testing.T, target string) *cuttable {
	c := &cuttable{t: t, target: target}
	c.listen("127.0.0.1:0")
	t.Cleanup(c.cut)
	return c
}

func (c *cuttable) listen(addr string) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		c.t.Fatal(err)
	}
	c.mu.Lock()
	c.ln, c.addr = ln, ln.Addr().String()
	c.mu.Unlock()
	go func() {
		for {
			in, err := ln.Accept()
			if err != nil {
				return
			}
			out, err := net.Dial("tcp", c.target)
			if err != nil {
				in.Close()
				continue
			}
			c.mu.Lock()
			c.conns = append(c.conns, in, out)
			c.mu.Unlock()
			go func() { io.Copy(out, in); out.Close() }()
			go func() { io.Copy(in, out); in.Close() }()
		}
	}()
}

// cut refuses new connections and closes the open ones.
func (c *cuttable) cut() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ln != nil {
		c.ln.Close()
		c.ln = nil
	}
	for _, conn := range c.conns {
		conn.Close()
	}
	c.conns = nil
}

// restore listens again on the same port.
func (c *cuttable) restore() { c.listen(c.addr) }

// syncLog is a slog text log the test reads while the client writes.
type syncLog struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncLog) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncLog) lines(sub string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return strings.Count(s.b.String(), sub)
}

// TestRedisOutageLoggedOnce: while Redis is down, go-redis prints four
// lines a command on stderr with the standard log package ("connection
// pool: failed to dial after 5 attempts"), eight a turn. They go through
// slog instead, the first of an outage only; the end of the outage is
// one line saying how many were left out; the next outage is told again.
func TestRedisOutageLoggedOnce(t *testing.T) {
	u, err := url.Parse(redisURL(t))
	if err != nil {
		t.Fatal(err)
	}
	proxy := newCuttable(t, u.Host)
	logs := &syncLog{}
	log := slog.New(slog.NewTextHandler(logs, nil))
	ctx := t.Context()
	client, err := dialRedis(ctx, "redis://"+proxy.addr, log)
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()

	outage := func() {
		proxy.cut()
		for range 2 {
			cctx, cancel := context.WithTimeout(ctx, 5*time.Second)
			if err := client.Get(cctx, "memo-test:redislog").Err(); err == nil {
				t.Fatal("a command worked while Redis was cut off")
			}
			cancel()
		}
		proxy.restore()
		deadline := time.Now().Add(10 * time.Second)
		for {
			err := client.Get(ctx, "memo-test:redislog").Err()
			if err == nil || strings.Contains(err.Error(), "nil") {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("Redis did not answer again: %v", err)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	outage()
	if n := logs.lines("redis client: "); n != 1 {
		t.Errorf("%d go-redis lines logged in one outage; want 1:\n%s", n, logs.b.String())
	}
	if n := logs.lines(`msg="redis answers again"`); n != 1 || logs.lines("lines_left_out=0") != 0 {
		t.Errorf("the end of the outage: %d lines; want 1 saying what was left out:\n%s", n, logs.b.String())
	}
	outage()
	if n := logs.lines("redis client: "); n != 2 {
		t.Errorf("%d go-redis lines after two outages; want 2", n)
	}
}

// TestRedisLogAnsweredKeepsQuiet: a command Redis answers with an error
// of its own, or a missing key, is Redis answering.
func TestRedisLogAnsweredKeepsQuiet(t *testing.T) {
	logs := &syncLog{}
	r := newRedisLog(slog.New(slog.NewTextHandler(logs, nil)))
	r.Printf(context.Background(), "redis: connection pool: failed to dial after %d attempts: %v", 5, errors.New("refused"))
	r.Printf(context.Background(), "redis: connection pool: failed to dial after %d attempts: %v", 5, errors.New("refused"))
	r.answered(errors.New("dial tcp: connection refused"))
	if logs.lines(`msg="redis answers again"`) != 0 {
		t.Fatal("a failed command ended the outage")
	}
	r.answered(nil)
	if logs.lines("redis client: connection pool: failed to dial after 5 attempts") != 1 || logs.lines("lines_left_out=1") != 1 {
		t.Errorf("log:\n%s", logs.b.String())
	}
}
