// The limit of bench/limitBaseline.ts from client-go, as kubectl's requests are made: one server-side
// apply per manifest object in each phase (a dry-run, an apply, or a dry-run of all and then an apply of all)
// at a fixed concurrency over client-go's transport (HTTP/2 where the server offers it), no client-side rate
// limit. Its whole process is timed beside ours (bench/compareBuilds.ts, and `npm run bench` with BENCH_GO_LIMIT=1).
// Usage: golimit -kubeconfig PATH [-concurrency N] [-phases dry-run[,apply]] DIR...
// Prints {"durationMs": ..., "http2": N, "http1": N}: the requests' time (loading and discovery excluded), and by which protocol they were answered.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/types"
	utilyaml "k8s.io/apimachinery/pkg/util/yaml"
	"k8s.io/client-go/discovery"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/restmapper"
	"k8s.io/client-go/tools/clientcmd"
	"sigs.k8s.io/yaml"
)

// countingTransport counts answers by protocol.
type countingTransport struct {
	next         http.RoundTripper
	http2, http1 *atomic.Int64
}

func (t countingTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := t.next.RoundTrip(req)
	if err == nil {
		if resp.ProtoMajor == 2 {
			t.http2.Add(1)
		} else {
			t.http1.Add(1)
		}
	}
	return resp, err
}

func readObjects(dirs []string) ([]*unstructured.Unstructured, error) {
	var objects []*unstructured.Unstructured
	for _, dir := range dirs {
		files, err := filepath.Glob(filepath.Join(dir, "*.yaml"))
		if err != nil {
			return nil, err
		}
		for _, file := range files {
			f, err := os.Open(file)
			if err != nil {
				return nil, err
			}
			reader := utilyaml.NewYAMLReader(bufio.NewReader(f))
			for {
				doc, err := reader.Read()
				if errors.Is(err, io.EOF) {
					break
				}
				if err != nil {
					return nil, fmt.Errorf("%s: %w", file, err)
				}
				if strings.TrimSpace(string(doc)) == "" {
					continue
				}
				data, err := yaml.YAMLToJSON(doc)
				if err != nil {
					return nil, fmt.Errorf("%s: %w", file, err)
				}
				object := &unstructured.Unstructured{}
				if err := object.UnmarshalJSON(data); err != nil {
					return nil, fmt.Errorf("%s: %w", file, err)
				}
				objects = append(objects, object)
			}
			f.Close()
		}
	}
	return objects, nil
}

func main() {
	kubeconfig := flag.String("kubeconfig", "", "the kubeconfig")
	concurrency := flag.Int("concurrency", 64, "requests in flight")
	phases := flag.String("phases", "dry-run", "dry-run, apply, or dry-run,apply")
	flag.Parse()
	for _, phase := range strings.Split(*phases, ",") {
		if phase != "dry-run" && phase != "apply" {
			fmt.Fprintf(os.Stderr, "-phases takes dry-run and apply, not %s\n", *phases)
			os.Exit(2)
		}
	}
	if err := run(*kubeconfig, *concurrency, strings.Split(*phases, ","), flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run(kubeconfig string, concurrency int, phases []string, dirs []string) error {
	config, err := clientcmd.BuildConfigFromFlags("", kubeconfig)
	if err != nil {
		return err
	}
	// No client-side rate limit: the limit is the server's, as the engine's client has none either.
	config.QPS = -1
	var http2, http1 atomic.Int64
	config.WrapTransport = func(next http.RoundTripper) http.RoundTripper {
		return countingTransport{next: next, http2: &http2, http1: &http1}
	}
	objects, err := readObjects(dirs)
	if err != nil {
		return err
	}
	discoveryClient, err := discovery.NewDiscoveryClientForConfig(config)
	if err != nil {
		return err
	}
	groups, err := restmapper.GetAPIGroupResources(discoveryClient)
	if err != nil {
		return err
	}
	mapper := restmapper.NewDiscoveryRESTMapper(groups)
	client, err := dynamic.NewForConfig(config)
	if err != nil {
		return err
	}
	type request struct {
		resource dynamic.ResourceInterface
		object   *unstructured.Unstructured
	}
	requests := make([]request, 0, len(objects))
	for _, object := range objects {
		gvk := object.GroupVersionKind()
		mapping, err := mapper.RESTMapping(gvk.GroupKind(), gvk.Version)
		if err != nil {
			return err
		}
		var resource dynamic.ResourceInterface = client.Resource(mapping.Resource)
		if mapping.Scope.Name() == meta.RESTScopeNameNamespace {
			resource = client.Resource(mapping.Resource).Namespace(object.GetNamespace())
		}
		requests = append(requests, request{resource, object})
	}

	started := time.Now()
	force := false
	for _, phase := range phases {
		options := metav1.PatchOptions{FieldManager: "applyset-bench-limit", Force: &force}
		if phase == "dry-run" {
			options.DryRun = []string{metav1.DryRunAll}
		}
		slots := make(chan struct{}, concurrency)
		errs := make(chan error, len(requests))
		var wg sync.WaitGroup
		for _, r := range requests {
			wg.Add(1)
			slots <- struct{}{}
			go func() {
				defer wg.Done()
				defer func() { <-slots }()
				data, err := r.object.MarshalJSON()
				if err == nil {
					_, err = r.resource.Patch(context.Background(), r.object.GetName(), types.ApplyPatchType, data, options)
				}
				if err != nil {
					errs <- fmt.Errorf("%s %s: %w", r.object.GetKind(), r.object.GetName(), err)
				}
			}()
		}
		wg.Wait()
		close(errs)
		if err := <-errs; err != nil {
			return err
		}
	}
	out, err := json.Marshal(map[string]any{
		"durationMs": float64(time.Since(started).Microseconds()) / 1000,
		"http2":      http2.Load(),
		"http1":      http1.Load(),
	})
	if err != nil {
		return err
	}
	fmt.Println(string(out))
	return nil
}
