package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// composeFile is the part of docker-compose.yml the deployment relies on.
type composeFile struct {
	Services map[string]struct {
		Image       string             `yaml:"image"`
		Build       any                `yaml:"build"`
		Command     []string           `yaml:"command"`
		Environment map[string]*string `yaml:"environment"`
		Ports       []string           `yaml:"ports"`
		Volumes     []string           `yaml:"volumes"`
		DependsOn   map[string]struct {
			Condition string `yaml:"condition"`
		} `yaml:"depends_on"`
		Healthcheck struct {
			Test []string `yaml:"test"`
		} `yaml:"healthcheck"`
		Profiles []string `yaml:"profiles"`
		Tty      bool     `yaml:"tty"`
	} `yaml:"services"`
	Volumes map[string]any `yaml:"volumes"`
}

func TestComposeFile(t *testing.T) {
	path := filepath.Join("..", "..", "docker-compose.yml")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var c composeFile
	if err := yaml.Unmarshal(b, &c); err != nil {
		t.Fatalf("docker-compose.yml: %v", err)
	}
	memoSvc, redisSvc := c.Services["memo"], c.Services["redis"]
	if memoSvc.Build == nil || !slices.Equal(memoSvc.Command, []string{"serve"}) {
		t.Errorf("memo: build %v, command %v; want the image built here, running serve", memoSvc.Build, memoSvc.Command)
	}
	env := memoSvc.Environment
	if v := env["MEMO_HTTP"]; v == nil || !strings.HasPrefix(*v, "0.0.0.0:") {
		t.Errorf("memo must listen on every interface in the container: MEMO_HTTP %v", v)
	}
	if v := env["REDIS_URL"]; v == nil || !strings.Contains(*v, "redis:6379") {
		t.Errorf("memo's REDIS_URL %v does not name the redis service", v)
	}
	for _, key := range []string{"OPENAI_API_KEY", "MEMO_OPERATOR", "MEMO_ALERT_WEBHOOK", "MEMO_PAIR_TOKEN", "MEMO_WA_CLOUD_TOKEN"} {
		if v, ok := env[key]; !ok || v != nil {
			t.Errorf("%s is not passed through from the environment (%v, %v)", key, v, ok)
		}
	}
	// A tty makes serve take its output for a person watching: pairing
	// would start at once, the QR code going to the container's log.
	if memoSvc.Tty {
		t.Error("memo has tty: true: serve would start pairing at once, into the log")
	}
	if len(memoSvc.Ports) != 1 || !strings.HasSuffix(memoSvc.Ports[0], ":8080") {
		t.Errorf("memo's ports %v; want the HTTP port published", memoSvc.Ports)
	}
	named := func(vols []string, mount string) bool {
		for _, v := range vols {
			src, dst, _ := strings.Cut(v, ":")
			if dst == mount && !strings.ContainsAny(src, "./") {
				_, ok := c.Volumes[src]
				return ok
			}
		}
		return false
	}
	if !named(memoSvc.Volumes, "/data") || !named(redisSvc.Volumes, "/data") {
		t.Errorf("data is not on named volumes: memo %v, redis %v", memoSvc.Volumes, redisSvc.Volumes)
	}
	if memoSvc.DependsOn["redis"].Condition != "service_healthy" {
		t.Errorf("memo does not wait for a healthy redis: %+v", memoSvc.DependsOn)
	}
	if !slices.Contains(memoSvc.Healthcheck.Test, "healthcheck") || len(redisSvc.Healthcheck.Test) == 0 {
		t.Errorf("health checks: memo %v, redis %v", memoSvc.Healthcheck.Test, redisSvc.Healthcheck.Test)
	}

	// The postgres profile: two replicas on one PostgreSQL, its data on a
	// named volume, each replica waiting for a healthy database and Redis;
	// the default services stay outside the profile.
	pg := c.Services["postgres"]
	if !slices.Contains(pg.Profiles, "postgres") || !named(pg.Volumes, "/var/lib/postgresql/data") || len(pg.Healthcheck.Test) == 0 {
		t.Errorf("postgres service: profiles %v, volumes %v, health %v", pg.Profiles, pg.Volumes, pg.Healthcheck.Test)
	}
	if len(memoSvc.Profiles) != 0 || len(redisSvc.Profiles) != 0 {
		t.Errorf("memo and redis must run without a profile: %v, %v", memoSvc.Profiles, redisSvc.Profiles)
	}
	var published []string
	for _, name := range []string{"memo-a", "memo-b"} {
		r, ok := c.Services[name]
		if !ok {
			t.Errorf("no %s service in the postgres profile", name)
			continue
		}
		if !slices.Contains(r.Profiles, "postgres") || !slices.Equal(r.Command, []string{"serve"}) {
			t.Errorf("%s: profiles %v, command %v", name, r.Profiles, r.Command)
		}
		if v := r.Environment["MEMO_DATABASE_URL"]; v == nil || !strings.Contains(*v, "@postgres:5432/") {
			t.Errorf("%s's MEMO_DATABASE_URL %v does not name the postgres service", name, v)
		}
		if _, ok := r.Environment["MEMO_DB"]; ok {
			t.Errorf("%s sets MEMO_DB beside MEMO_DATABASE_URL", name)
		}
		// The replicas pass through what memo does: Google, the Cloud
		// API, the model, the operator (the README says so).
		for key, v := range env {
			if v != nil {
				continue
			}
			if rv, ok := r.Environment[key]; !ok || rv != nil {
				t.Errorf("%s does not pass %s through as memo does", name, key)
			}
		}
		if v := r.Environment["REDIS_URL"]; v == nil || !strings.Contains(*v, "redis:6379") {
			t.Errorf("%s's REDIS_URL %v: the replicas share the lease in Redis", name, v)
		}
		if r.DependsOn["postgres"].Condition != "service_healthy" || r.DependsOn["redis"].Condition != "service_healthy" {
			t.Errorf("%s does not wait for healthy postgres and redis: %+v", name, r.DependsOn)
		}
		if len(r.Ports) != 1 {
			t.Errorf("%s ports %v", name, r.Ports)
		} else {
			published = append(published, r.Ports[0])
		}
	}
	if len(published) == 2 && published[0] == published[1] {
		t.Errorf("the replicas publish the same port %s", published[0])
	}

	// The compose tool itself, when this machine has one.
	var tool []string
	switch {
	case exec.Command("docker", "compose", "version").Run() == nil:
		tool = []string{"docker", "compose"}
	case func() bool { _, err := exec.LookPath("docker-compose"); return err == nil }():
		tool = []string{"docker-compose"}
	default:
		t.Log("no docker compose here: the file was checked by this test only")
		return
	}
	cmd := exec.Command(tool[0], append(tool[1:], "-f", path, "config", "-q")...)
	cmd.Env = append(os.Environ(), "OPENAI_API_KEY=sk-test")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("%s config: %v\n%s", strings.Join(tool, " "), err, out)
	}
}
