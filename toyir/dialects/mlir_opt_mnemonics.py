"""The attribute and type mnemonics of each dialect mlir-opt 22 registers, and its words for one it
does not know (`#llvm.linkagge<...>`: "unknown attribute `linkagge` in dialect `llvm`"), at the
mnemonic's first character.

Recorded in stop 55 by probing mlir-opt 22.1.8 (Debian's mlir-22-tools): each candidate name, from
the dialects' headers and the binaries' strings, written as `#dialect.name` and `!dialect.name`
and kept where mlir-opt did not answer with its unknown-mnemonic error.  mlir-opt's test dialects
are left out (toyir declares its own `test` ops).  Read by toyir.syntax.dialect_mnemonics, only
for `--semantics=mlir`.
"""

from __future__ import annotations

# dialect -> the mnemonics its attribute parser takes, and its type parser's, each a line of
# names (split into a set only for a dialect a chunk names: `known`; loading 500 names as sets
# cost every process in mlir semantics 2.8 ms)
ATTRIBUTES: dict[str, str] = {
    "acc": ("combined_constructs construct data_clause data_clause_modifier declare declare_action defaultvalue "
        "device_type gang_arg_type par_level recipe_kind reduction_operator routine_info specialized_routine "
        "var_name"),
    "affine": "",
    "amdgpu": "address_space dpp_perm mfma_perm_b sched_barrier_opt",
    "amx": "",
    "arith": "fastmath overflow",
    "arm_neon": "",
    "arm_sme": "kind layout type_size",
    "arm_sve": "",
    "async": "",
    "bufferization": "",
    "builtin": "",
    "cf": "",
    "complex": "number",
    "dlti": "dl_entry dl_spec function_pointer_alignment map target_device_spec target_system_spec",
    "emitc": "opaque",
    "func": "",
    "gpu": ("address_space all_reduce_op block broadcast dim kernel_metadata kernel_table lane loop_dim_map mask "
        "mat_transpose_mode memory_space mma_element_wise object prune_2to4_spmat_flag select_object "
        "shuffle_mode spgemm_work_estimation_or_compute_kind thread warp warpgroup"),
    "index": "cmp_predicate",
    "irdl": "variadicity variadicity_array",
    "linalg": "binary_fn elementwise_kind iterator_type ternary_fn type_fn unary_fn",
    "llvm": ("access_group address_space alias_scope alias_scope_domain blockaddress blocktag cconv "
        "cgprofile_entry comdat constant_range dependent_libraries dereferenceable di_annotation "
        "di_basic_type di_common_block di_compile_unit di_composite_type di_derived_type di_expression "
        "di_expression_elem di_file di_generic_subrange di_global_variable di_global_variable_expression "
        "di_imported_entity di_label di_lexical_block di_lexical_block_file di_local_variable di_module "
        "di_namespace di_null_type di_string_type di_subprogram di_subrange di_subroutine_type "
        "dso_local_equivalent fastmath framePointerKind linkage loop_annotation loop_distribute "
        "loop_interleave loop_licm loop_peeled loop_pipeline loop_unroll loop_unroll_and_jam loop_unswitch "
        "loop_vectorize memory_effects mlir.module_flag mlir.workgroup_attribution mmra_tag overflow poison "
        "profile_summary profile_summary_detailed tailcallkind target target_features tbaa_member tbaa_root "
        "tbaa_tag tbaa_type_desc undef uwtableKind vec_type_hint vscale_range zero"),
    "math": "",
    "memref": "",
    "ml_program": "extern",
    "mpi": "errclass",
    "nvgpu": "interleave l2promo oob rcp_rounding_mode swizzle",
    "nvvm": ("action block_scale_format block_scale_kind cache_eviction_priority cluster_launch_control_query_type "
        "cta_group dot_accumulate_type fp_rnd_mode grid_dep_action ld_st_matrix_elt_type ld_st_matrix_shape "
        "load_cache_modifier match_sync_kind mem_order mem_scope memory_space mma_b1op mma_frag "
        "mma_int_overflow mma_kind mma_layout mma_type permute_mode prefetch_cache_level proxy_kind reduction "
        "redux_kind sat_mode scale_vec_size shape shared_space shfl_kind target tcgen05_cp_multicast "
        "tcgen05_cp_shape tcgen05_cp_src_fmt tcgen05_fence tcgen05_ldst_shape tcgen05_mma_block_scale "
        "tcgen05_mma_collectorb tcgen05_mma_collectorop tcgen05_mma_kind tcgen05_wait tma_load_mode "
        "tma_redux_kind tma_store_mode vote_sync_kind wgmma_scale_in wgmma_scale_out wgmma_type"),
    "omp": ("atomic_control bindkind cancellationconstructtype capture_clause clause_depend clause_map_flags "
        "clause_requires clause_task_depend data_sharing_type declaretarget device_type flags grainsizetype "
        "memoryorderkind numtaskstype numthreadstype order_mod orderkind procbindkind reduction_modifier "
        "sched_mod schedulekind variable_capture_kind version"),
    "pdl": "",
    "pdl_interp": "",
    "ptr": "address generic_space null spec",
    "quant": "",
    "rocdl": "target",
    "scf": "",
    "shape": "",
    "shard": "axisarray partial",
    "smt": "bv",
    "sparse_tensor": "CrdTransDirection SparseTensorSortAlgorithm encoding kind slice",
    "spirv": ("addressing_model built_in cache_control_load_intel cache_control_store_intel capability client_api "
        "coop_matrix_layout_khr coop_matrix_props_khr coop_matrix_props_nv coop_matrix_use_khr "
        "cooperative_matrix_operands_khr decoration device_type dim entry_point_abi execution_mode "
        "execution_model ext f_p_encoding fastmath_mode fp_rounding_mode function_control group_operation "
        "image_arrayed_info image_depth_info image_format image_operands image_sampler_use_info "
        "image_sampling_info interface_var_abi linkage_attributes linkage_type load_cache_control "
        "loop_control matrixLayout memory_access memory_model memory_semantics opcode packed_vector_format "
        "resource_limits scope selection_control storage_class store_cache_control target_env vce vendor "
        "version"),
    "tensor": "",
    "tosa": ("block_size conv_quant ext level matmul_quant nan_mode pad_quant prof resize_mode rounding_mode "
        "specification_version target_env unary_quant"),
    "transform": "param_operand",
    "ub": "poison",
    "vector": "iterator_type kind punctuation",
    "wasmssa": "",
    "x86vector": "",
    "xegpu": ("block_tdesc_attr cache_hint fence_scope layout mem_layout memory_space range scatter_tdesc_attr "
        "slice"),
    "xevm": "addr_space load_cache_control mem_scope mma_shape mma_types store_cache_control target",
}
TYPES: dict[str, str] = {
    "acc": "data_bounds_ty declare_token",
    "affine": "",
    "amdgpu": "tdm_base tdm_descriptor tdm_gather_base",
    "amx": "tile",
    "arith": "",
    "arm_neon": "",
    "arm_sme": "",
    "arm_sve": "",
    "async": "coro.handle coro.id coro.state group token value",
    "bufferization": "",
    "builtin": "",
    "cf": "",
    "complex": "",
    "dlti": "",
    "emitc": "array lvalue opaque ptr ptrdiff_t size_t ssize_t",
    "func": "",
    "gpu": "async.token mma_matrix sparse.dntensor_handle sparse.spgemmop_handle sparse.spmat_handle",
    "index": "",
    "irdl": "attribute region",
    "linalg": "",
    "llvm": "array func label metadata ppc_fp128 ptr struct target token void x86_amx",
    "math": "",
    "memref": "",
    "ml_program": "token",
    "mpi": "comm request retval status",
    "nvgpu": ("device.async.token mbarrier.group mbarrier.token tensormap.descriptor warpgroup.accumulator "
        "warpgroup.descriptor"),
    "nvvm": "",
    "omp": "cli map_bounds_ty",
    "pdl": "attribute operation range type value",
    "pdl_interp": "",
    "ptr": "ptr ptr_metadata",
    "quant": "any calibrated uniform",
    "rocdl": "",
    "scf": "",
    "shape": "shape size value_shape witness",
    "shard": "sharding",
    "smt": "array bool bv func int sort",
    "sparse_tensor": "iter_space iterator storage_specifier",
    "spirv": "arm.tensor array coopmatrix image matrix ptr rtarray sampled_image struct",
    "tensor": "",
    "tosa": "mxint8 shape",
    "transform": "affine_map any_op any_param any_value op param type",
    "ub": "",
    "vector": "",
    "wasmssa": "externref funcref limit local tabletype",
    "x86vector": "",
    "xegpu": "mem_desc nbarrier tensor_desc",
    "xevm": "",
}

_SETS: dict[tuple[str, str], frozenset[str]] = {}


def known(kind: str, dialect: str) -> frozenset[str]:
    """The names `dialect` takes as attributes (`kind` "#") or types ("!")."""
    names = _SETS.get((kind, dialect))
    if names is None:
        names = _SETS[kind, dialect] = frozenset((ATTRIBUTES if kind == "#" else TYPES)[dialect].split())
    return names

# mlir-opt's words for a mnemonic its dialect does not know (`{name}`: the mnemonic), where they
# are not `unknown attribute `{name}` in dialect `D`` (attributes) or the same with `type` (types)
UNKNOWN_ATTRIBUTE: dict[str, str] = {
    "affine": "dialect 'affine' provides no attribute parsing hook",
    "amx": "dialect 'amx' provides no attribute parsing hook",
    "arm_neon": "dialect 'arm_neon' provides no attribute parsing hook",
    "arm_sve": "dialect 'arm_sve' provides no attribute parsing hook",
    "async": "dialect 'async' provides no attribute parsing hook",
    "bufferization": "dialect 'bufferization' provides no attribute parsing hook",
    "builtin": "dialect 'builtin' provides no attribute parsing hook",
    "cf": "dialect 'cf' provides no attribute parsing hook",
    "func": "dialect 'func' provides no attribute parsing hook",
    "math": "dialect 'math' provides no attribute parsing hook",
    "memref": "dialect 'memref' provides no attribute parsing hook",
    "pdl": "dialect 'pdl' provides no attribute parsing hook",
    "pdl_interp": "dialect 'pdl_interp' provides no attribute parsing hook",
    "quant": "dialect 'quant' provides no attribute parsing hook",
    "scf": "dialect 'scf' provides no attribute parsing hook",
    "shape": "dialect 'shape' provides no attribute parsing hook",
    "spirv": 'unknown SPIR-V attribute kind: {name}',
    "tensor": "dialect 'tensor' provides no attribute parsing hook",
    "wasmssa": "dialect 'wasmssa' provides no attribute parsing hook",
    "x86vector": "dialect 'x86vector' provides no attribute parsing hook",
}
UNKNOWN_TYPE: dict[str, str] = {
    "affine": "dialect 'affine' provides no type parsing hook",
    "arith": "dialect 'arith' provides no type parsing hook",
    "arm_neon": "dialect 'arm_neon' provides no type parsing hook",
    "arm_sme": "dialect 'arm_sme' provides no type parsing hook",
    "arm_sve": "dialect 'arm_sve' provides no type parsing hook",
    "bufferization": "dialect 'bufferization' provides no type parsing hook",
    "builtin": "dialect 'builtin' provides no type parsing hook",
    "cf": "dialect 'cf' provides no type parsing hook",
    "complex": "dialect 'complex' provides no type parsing hook",
    "dlti": "dialect 'dlti' provides no type parsing hook",
    "func": "dialect 'func' provides no type parsing hook",
    "gpu": 'unknown gpu type: {name}',
    "index": "dialect 'index' provides no type parsing hook",
    "linalg": "dialect 'linalg' provides no type parsing hook",
    "llvm": 'unknown LLVM type: {name}',
    "math": "dialect 'math' provides no type parsing hook",
    "memref": "dialect 'memref' provides no type parsing hook",
    "nvvm": "dialect 'nvvm' provides no type parsing hook",
    "pdl_interp": "dialect 'pdl_interp' provides no type parsing hook",
    "quant": 'unknown quantized type {name}',
    "rocdl": "dialect 'rocdl' provides no type parsing hook",
    "scf": "dialect 'scf' provides no type parsing hook",
    "spirv": 'unknown SPIR-V type: {name}',
    "tensor": "dialect 'tensor' provides no type parsing hook",
    "transform": 'unknown type mnemonic: {name}',
    "ub": "dialect 'ub' provides no type parsing hook",
    "vector": "dialect 'vector' provides no type parsing hook",
    "x86vector": "dialect 'x86vector' provides no type parsing hook",
    "xevm": "dialect 'xevm' provides no type parsing hook",
}
